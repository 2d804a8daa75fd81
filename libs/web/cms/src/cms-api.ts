import { injectOperations } from '@tiles/api-client';
import { cmsOperations, messageOperations } from '@tiles/contracts-cms';
import { lmsOperations } from '@tiles/contracts-courses';

/**
 * Admin mode's calls. A saved draft changes what admin mode reads (previews), so saving, discarding and
 * publishing drop every cached content answer (the contract's `Content` tag): the page on screen shows the change
 * at once. A notification's audience is chosen among the catalogue's courses (unpublished ones too, in admin mode).
 */
export const cmsApi = injectOperations({
  ...cmsOperations,
  ...messageOperations,
  getCourseChoices: lmsOperations.getCatalogue,
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
  useSaveQuestionsDraftMutation,
  useSaveModuleDraftMutation,
  useSaveMaterialDraftMutation,
  useSaveLevelDraftMutation,
  useSaveBadgeDraftMutation,
  useSaveRulesDraftMutation,
} = cmsApi;
