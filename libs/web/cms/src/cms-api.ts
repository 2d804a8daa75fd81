import { api, CONTENT_TAG, inLocale } from '@tiles/api-client';
import {
  cataloguePageSchema,
  courseEditorSchema,
  courseEditSchema,
  draftSummarySchema,
  gameEditorSchema,
  IDEMPOTENCY_KEY_HEADER,
  outcomeOf,
  pageEditorSchema,
  pagesOverviewSchema,
  sessionEditorSchema,
  recipientCountSchema,
  textEntrySchema,
  type Audience,
  type BadgeEdit,
  type GameEditor,
  type LevelEdit,
  type MaterialEdit,
  type ModuleEdit,
  type PageEdit,
  type PageEditor,
  type PagesOverview,
  type RouteEdit,
  type SessionEdit,
  type SessionEditor,
  type XpRules,
  type ComposeNotification,
  type CourseEdit,
  type CourseEditor,
  type DraftRef,
  type DraftSummary,
  type TextDraft,
  type TextEntry,
} from '@tiles/contracts';
import { z } from 'zod/mini';

const editorOutcome = outcomeOf(courseEditorSchema);
const courseEditOutcome = outcomeOf(courseEditSchema);
const textsOutcome = outcomeOf(z.array(textEntrySchema));
const textOutcome = outcomeOf(textEntrySchema);
const draftsOutcome = outcomeOf(z.array(draftSummarySchema));
const recipientsOutcome = outcomeOf(recipientCountSchema);
const sentOutcome = outcomeOf(z.object({ sent: z.number() }));
const coursesOutcome = outcomeOf(cataloguePageSchema);
const gameOutcome = outcomeOf(gameEditorSchema);
const sessionEditorOutcome = outcomeOf(sessionEditorSchema);
const pagesOutcome = outcomeOf(pagesOverviewSchema);
const pageEditorOutcome = outcomeOf(pageEditorSchema);

type SessionPlace = { course: number; module: number; session: number };

/** Saving a draft changes what admin mode reads: the editors' lists and every content answer. */
const savedDraft = (result: unknown) => (result ? (['Draft', CONTENT_TAG] as const) : []);

/**
 * Admin mode's calls. A saved draft changes what admin mode reads (previews), so saving, discarding and
 * publishing drop every cached content answer (CONTENT_TAG): the page on screen shows the change at once.
 */
export const cmsApi = api.enhanceEndpoints({ addTagTypes: ['Draft'] }).injectEndpoints({
  endpoints: (build) => ({
    getCourseEditor: build.query<CourseEditor, number>({
      query: (courseId) => `api/admin/courses/${courseId}`,
      transformResponse: (response: unknown) => editorOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    saveCourseDraft: build.mutation<CourseEdit, { courseId: number; edit: CourseEdit }>({
      query: ({ courseId, edit }) => ({ url: `api/admin/courses/${courseId}/draft`, method: 'PUT', body: edit }),
      transformResponse: (response: unknown) => courseEditOutcome.parse(response).outcome,
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    getTexts: build.query<TextEntry[], string>({
      query: (q) => ({ url: 'api/admin/texts', params: q ? { q } : {} }),
      transformResponse: (response: unknown) => textsOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    saveTextDraft: build.mutation<TextEntry, { key: string; draft: TextDraft }>({
      query: ({ key, draft }) => ({ url: `api/admin/texts/${encodeURIComponent(key)}/draft`, method: 'PUT', body: draft }),
      transformResponse: (response: unknown) => textOutcome.parse(response).outcome,
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    getDrafts: build.query<DraftSummary[], void>({
      query: () => 'api/admin/drafts',
      transformResponse: (response: unknown) => draftsOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    discardDraft: build.mutation<void, DraftRef>({
      query: ({ entity, entityId }) => ({ url: `api/admin/drafts/${entity}/${encodeURIComponent(entityId)}`, method: 'DELETE', body: {} }),
      invalidatesTags: (_result, error) => (error ? [] : ['Draft', CONTENT_TAG]),
    }),
    /** `idempotencyKey`: one per intent (a confirmed Publish), so a repeated request publishes once. */
    publishDrafts: build.mutation<void, { items?: DraftRef[]; idempotencyKey?: string }>({
      query: ({ items, idempotencyKey }) => ({
        url: 'api/admin/drafts/publish',
        method: 'POST',
        body: items ? { items } : {},
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Draft', CONTENT_TAG]),
    }),
    countRecipients: build.query<number, Audience>({
      query: (audience) => ({ url: 'api/admin/notifications/recipients', method: 'POST', body: { audience } }),
      transformResponse: (response: unknown) => recipientsOutcome.parse(response).outcome.recipients,
    }),
    /** `idempotencyKey`: one per intent (a confirmed Send), so a repeated request sends once. */
    sendNotification: build.mutation<number, { message: ComposeNotification; idempotencyKey: string }>({
      query: ({ message, idempotencyKey }) => ({
        url: 'api/admin/notifications',
        method: 'POST',
        body: message,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (response: unknown) => sentOutcome.parse(response).outcome.sent,
    }),
    getSessionEditor: build.query<SessionEditor, SessionPlace>({
      query: ({ course, module, session }) => `api/admin/courses/${course}/modules/${module}/sessions/${session}`,
      transformResponse: (response: unknown) => sessionEditorOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    saveSessionDraft: build.mutation<unknown, SessionPlace & { edit: SessionEdit }>({
      query: ({ course, module, session, edit }) => ({
        url: `api/admin/courses/${course}/modules/${module}/sessions/${session}/draft`,
        method: 'PUT',
        body: edit,
      }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    saveMaterialDraft: build.mutation<unknown, { materialId: string; edit: MaterialEdit }>({
      query: ({ materialId, edit }) => ({ url: `api/admin/materials/${encodeURIComponent(materialId)}/draft`, method: 'PUT', body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    saveModuleDraft: build.mutation<unknown, { course: number; module: number; edit: ModuleEdit }>({
      query: ({ course, module, edit }) => ({ url: `api/admin/courses/${course}/modules/${module}/draft`, method: 'PUT', body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    getPages: build.query<PagesOverview, void>({
      query: () => 'api/admin/pages',
      transformResponse: (response: unknown) => pagesOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    getPageEditor: build.query<PageEditor, { path: string; locale: string }>({
      query: (page) => ({ url: 'api/admin/pages/page', params: page }),
      transformResponse: (response: unknown) => pageEditorOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    savePageDraft: build.mutation<unknown, { path: string; locale: string; edit: PageEdit }>({
      query: ({ path, locale, edit }) => ({ url: 'api/admin/pages/page/draft', method: 'PUT', params: { path, locale }, body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    saveRouteDraft: build.mutation<unknown, { path: string; edit: RouteEdit }>({
      query: ({ path, edit }) => ({ url: 'api/admin/routes/draft', method: 'PUT', params: { path }, body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    getGameEditor: build.query<GameEditor, void>({
      query: () => 'api/admin/game',
      transformResponse: (response: unknown) => gameOutcome.parse(response).outcome,
      providesTags: ['Draft'],
    }),
    saveLevelDraft: build.mutation<unknown, { level: number; edit: LevelEdit }>({
      query: ({ level, edit }) => ({ url: `api/admin/game/levels/${level}/draft`, method: 'PUT', body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    saveBadgeDraft: build.mutation<unknown, { badgeId: string; edit: BadgeEdit }>({
      query: ({ badgeId, edit }) => ({ url: `api/admin/game/badges/${encodeURIComponent(badgeId)}/draft`, method: 'PUT', body: edit }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    saveRulesDraft: build.mutation<unknown, XpRules>({
      query: (rules) => ({ url: 'api/admin/game/rules/draft', method: 'PUT', body: rules }),
      invalidatesTags: (result) => [...savedDraft(result)],
    }),
    /** The courses a notification's audience may be chosen from (unpublished ones included, in admin mode). */
    getCourseChoices: build.query<{ id: number; title: string }[], string>({
      query: (locale) => inLocale(locale, { url: 'api/lms/courses', params: { pageSize: 50 } }),
      transformResponse: (response: unknown) =>
        coursesOutcome.parse(response).outcome.items.map((course) => ({ id: course._id, title: course.title })),
      providesTags: [CONTENT_TAG],
    }),
  }),
});

export const {
  useGetCourseEditorQuery,
  useSaveCourseDraftMutation,
  useGetTextsQuery,
  useSaveTextDraftMutation,
  useGetDraftsQuery,
  useDiscardDraftMutation,
  usePublishDraftsMutation,
  useCountRecipientsQuery,
  useSendNotificationMutation,
  useGetCourseChoicesQuery,
  useGetGameEditorQuery,
  useGetPagesQuery,
  useGetPageEditorQuery,
  useSavePageDraftMutation,
  useSaveRouteDraftMutation,
  useGetSessionEditorQuery,
  useSaveSessionDraftMutation,
  useSaveModuleDraftMutation,
  useSaveMaterialDraftMutation,
  useSaveLevelDraftMutation,
  useSaveBadgeDraftMutation,
  useSaveRulesDraftMutation,
} = cmsApi;
