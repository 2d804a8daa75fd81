import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  badgeEditSchema,
  courseEditorSchema,
  courseEditSchema,
  courseIdSchema,
  DEFAULT_LOCALE,
  draftEntitySchema,
  draftSummarySchema,
  gameEditorSchema,
  levelEditSchema,
  materialEditSchema,
  moduleEditSchema,
  outcomeOf,
  pageEditorSchema,
  pageEditSchema,
  pageQuerySchema,
  pagesOverviewSchema,
  positionSchema,
  placeholderMismatch,
  placeholdersOf,
  publishDraftsSchema,
  routeEditSchema,
  sitePathSchema,
  sessionEditorSchema,
  sessionEditSchema,
  textDraftSchema,
  textEntrySchema,
  textsQuerySchema,
  xpRulesSchema,
  type LevelEdit,
} from '@tiles/contracts';
import { badRequest, notFound } from '../../plugins/errors.js';
import { requireUser } from '../auth/auth-context.js';
import { assertSiteLocales } from '../i18n/site-locales.js';
import { PERMISSIONS } from '../roles/repository.js';
import { needsReviewAfter, pageIdOf, withoutEmpty, type CmsRepository } from './repository.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const editing = { permission: PERMISSIONS.editContent, mode: 'admin' } as const;
const courseParams = z.object({ courseId: courseIdSchema });
const textParams = z.object({ key: z.string().min(1).max(200) });
const moduleParams = z.object({ courseId: courseIdSchema, module: positionSchema });
const sessionParams = z.object({ courseId: courseIdSchema, module: positionSchema, session: positionSchema });
const levelParams = z.object({ level: z.coerce.number().int().min(1).max(1000) });
const badgeParams = z.object({ badgeId: z.string().min(1).max(64) });

/**
 * Admin (CMS) mode: drafts of courses and interface texts, their list, discard and atomic publication. Every
 * route needs the content permission and admin mode; every write is audited in its own transaction.
 */
export const cmsRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/courses/:courseId',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'A course as the editor loads it: published fields in every locale, its draft if any, the categories',
          params: courseParams,
          response: { 200: outcomeOf(courseEditorSchema), ...errors },
        },
      },
      async (request) => {
        const editor = await repository.courseForEditing(request.site._id, request.params.courseId);
        if (!editor) throw notFound(`Course not found: ${request.params.courseId}`);
        const categories = await repository.categories(request.site._id);
        const nameOf = (names: Record<string, string>) => names[request.localeCode] ?? names[request.site.defaultLocale] ?? '';
        return { outcome: { ...editor, categories: categories.map((category) => ({ id: category.id, name: nameOf(category.names) })) } };
      },
    );

    app.put(
      '/admin/courses/:courseId/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a course (admin mode; audited): learners keep seeing the published course until it is published',
          params: courseParams,
          body: courseEditSchema,
          response: { 200: outcomeOf(courseEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const siteId = request.site._id;
        const { courseId } = request.params;
        if (!(await repository.findCourse(siteId, courseId))) throw notFound(`Course not found: ${courseId}`);
        const edit = request.body;
        assertSiteLocales(request.site, { titles: edit.titles, descriptions: edit.descriptions });
        if (!(await repository.categoryExists(siteId, edit.categoryId))) throw badRequest(`body.categoryId: no category '${edit.categoryId}' on this site`);
        const value = { ...edit, titles: withoutEmpty(edit.titles), descriptions: withoutEmpty(edit.descriptions) };
        await repository.saveDraft(siteId, { entity: 'course', entityId: String(courseId) }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.get(
      '/admin/courses/:courseId/modules/:module/sessions/:session',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'A session and its module as the editor loads them: published in every locale, with their drafts',
          params: sessionParams,
          response: { 200: outcomeOf(sessionEditorSchema), ...errors },
        },
      },
      async (request) => {
        const { courseId, module, session } = request.params;
        const editor = await repository.sessionForEditing(request.site._id, { course: courseId, module, session });
        if (!editor) throw notFound(`Session not found: course ${courseId} has no module ${module} session ${session}`);
        return { outcome: editor };
      },
    );

    app.put(
      '/admin/courses/:courseId/modules/:module/sessions/:session/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a session (admin mode; audited): titles, estimated duration and content blocks per locale',
          params: sessionParams,
          body: sessionEditSchema,
          response: { 200: outcomeOf(sessionEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const { courseId, module, session } = request.params;
        if (!(await repository.sessionForEditing(request.site._id, { course: courseId, module, session }))) {
          throw notFound(`Session not found: course ${courseId} has no module ${module} session ${session}`);
        }
        const edit = request.body;
        assertSiteLocales(request.site, { titles: edit.titles, content: edit.content });
        const value = { ...edit, titles: withoutEmpty(edit.titles), content: Object.fromEntries(Object.entries(edit.content).filter(([, blocks]) => blocks.length > 0)) };
        await repository.saveDraft(request.site._id, { entity: 'session', entityId: `${courseId}/${module}/${session}` }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.put(
      '/admin/materials/:materialId/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: "Save the draft of a session's material (admin mode; audited): its title and text per locale",
          params: z.object({ materialId: z.string().regex(/^[a-z0-9-]{1,128}$/) }),
          body: materialEditSchema,
          response: { 200: outcomeOf(materialEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const siteId = request.site._id;
        if (!(await repository.findDraftable(siteId, 'material', request.params.materialId))) throw notFound(`Material not found: '${request.params.materialId}'`);
        assertSiteLocales(request.site, { titles: request.body.titles, bodies: request.body.bodies });
        const value = { titles: withoutEmpty(request.body.titles), bodies: withoutEmpty(request.body.bodies) };
        await repository.saveDraft(siteId, { entity: 'material', entityId: request.params.materialId }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.put(
      '/admin/courses/:courseId/modules/:module/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: "Save the draft of a module's titles (admin mode; audited)",
          params: moduleParams,
          body: moduleEditSchema,
          response: { 200: outcomeOf(moduleEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const { courseId, module } = request.params;
        if (!(await repository.findPlace(request.site._id, { course: courseId, module, session: null }))) throw notFound(`Module not found: course ${courseId} has no module ${module}`);
        assertSiteLocales(request.site, { titles: request.body.titles });
        const value = { titles: withoutEmpty(request.body.titles) };
        await repository.saveDraft(request.site._id, { entity: 'module', entityId: `${courseId}/${module}` }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.get(
      '/admin/pages',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Every generic page (per locale) and route rule of the site, published or drafted',
          response: { 200: outcomeOf(pagesOverviewSchema), ...errors },
        },
      },
      async (request) => ({ outcome: await repository.pagesOverview(request.site._id) }),
    );

    app.get(
      '/admin/pages/page',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'A generic page in one locale as the editor loads it: published (or null: a new page) and its draft',
          querystring: pageQuerySchema,
          response: { 200: outcomeOf(pageEditorSchema), ...errors },
        },
      },
      async (request) => ({ outcome: await repository.pageForEditing(request.site._id, request.query.locale, request.query.path) }),
    );

    app.put(
      '/admin/pages/page/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a generic page in one locale (admin mode; audited); a path without a page makes a new one on publish',
          querystring: pageQuerySchema,
          body: pageEditSchema,
          response: { 200: outcomeOf(pageEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const { locale, path } = request.query;
        if (!request.site.supportedLocale.includes(locale)) throw badRequest(`querystring.locale: '${locale}' is not a locale of this site`);
        await repository.saveDraft(request.site._id, { entity: 'page', entityId: pageIdOf(locale, path) }, request.body, realUser, mode);
        return { outcome: request.body };
      },
    );

    app.put(
      '/admin/routes/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a route rule (admin mode; audited): a redirect from path, or { remove: true } to delete it on publish',
          querystring: z.object({ path: sitePathSchema }),
          body: routeEditSchema,
          response: { 200: outcomeOf(routeEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        await repository.saveDraft(request.site._id, { entity: 'route', entityId: request.query.path }, request.body, realUser, mode);
        return { outcome: request.body };
      },
    );

    app.get(
      '/admin/texts',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Interface texts by key with every locale, their drafts, missing ones first (q searches keys and texts)',
          querystring: textsQuerySchema,
          response: { 200: outcomeOf(z.array(textEntrySchema)), ...errors },
        },
      },
      async (request) => ({ outcome: await repository.texts(request.site._id, request.site.supportedLocale, request.query.q) }),
    );

    app.put(
      '/admin/texts/:key/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: "Save the draft of an interface text (admin mode; audited). Every translation's placeholders must match the it-IT source's; changing the source marks the other locales 'needs review'",
          params: textParams,
          body: textDraftSchema,
          response: { 200: outcomeOf(textEntrySchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const siteId = request.site._id;
        const { key } = request.params;
        const published = await repository.findText(siteId, key);
        if (!published) throw notFound(`Interface text not found: '${key}'`);
        const locales = request.site.supportedLocale;
        const translations = withoutEmpty(request.body.translations);
        assertSiteLocales(request.site, { translations });
        const source = translations[DEFAULT_LOCALE];
        if (!source) throw badRequest(`body.translations.${DEFAULT_LOCALE}: the source text must not be empty`);
        const samePlaceholders = (a: string, b: string) => placeholdersOf(a).join() === placeholdersOf(b).join();
        for (const [locale, value] of Object.entries(translations)) {
          const mismatch = placeholderMismatch(source, value);
          if (!mismatch) continue;
          // A published text the spec words differently in a locale stays savable as it is, while its source's
          // placeholders do not change; any new mismatch is refused.
          const grandfathered =
            mismatch.problem !== 'variants' &&
            samePlaceholders(source, published.translations[DEFAULT_LOCALE] ?? '') &&
            samePlaceholders(value, published.translations[locale] ?? '');
          if (grandfathered) continue;
          const problems = {
            missing: `placeholder ${mismatch.placeholder} is missing (the ${DEFAULT_LOCALE} source has it)`,
            extra: `placeholder ${mismatch.placeholder} is not in the ${DEFAULT_LOCALE} source`,
            variants: `placeholder ${mismatch.placeholder} must give three variants, for m, f and n`,
          };
          throw badRequest(`body.translations.${locale}: ${problems[mismatch.problem]}`);
        }
        const needsReview = needsReviewAfter(published, translations, locales, request.body.reviewed);
        await repository.saveDraft(siteId, { entity: 'text', entityId: key }, { translations, needsReview }, realUser, mode);
        return {
          outcome: {
            key,
            published: published.translations,
            draft: translations,
            needsReview,
            missing: locales.filter((locale) => !translations[locale]),
          },
        };
      },
    );

    app.get(
      '/admin/game',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'The game as the editor loads it: levels, badges and XP rules, each published with its draft if any',
          response: { 200: outcomeOf(gameEditorSchema), ...errors },
        },
      },
      async (request) => ({ outcome: await repository.gameForEditing(request.site._id) }),
    );

    app.put(
      '/admin/game/levels/:level/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a level (admin mode; audited): its XP must lie between the levels around it, level 1 needs none',
          params: levelParams,
          body: levelEditSchema,
          response: { 200: outcomeOf(levelEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const siteId = request.site._id;
        const { level } = request.params;
        const { levels } = await repository.gameForEditing(siteId);
        const index = levels.findIndex((row) => row.level === level);
        if (index < 0) throw notFound(`Level not found: ${level}`);
        const { experience } = request.body;
        const effective = (row: { published: LevelEdit; draft: LevelEdit | null } | undefined) => (row ? (row.draft ?? row.published).experience : undefined);
        const below = effective(levels[index - 1]);
        const above = effective(levels[index + 1]);
        if (index === 0 && experience !== 0) throw badRequest('body.experience: the first level needs no XP (0)');
        if (below !== undefined && experience <= below) throw badRequest(`body.experience: must be more than level ${levels[index - 1]!.level}'s ${below} XP`);
        if (above !== undefined && experience >= above) throw badRequest(`body.experience: must be less than level ${levels[index + 1]!.level}'s ${above} XP`);
        const value = { experience, names: withoutEmpty(request.body.names) };
        await repository.saveDraft(siteId, { entity: 'level', entityId: String(level) }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.put(
      '/admin/game/badges/:badgeId/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of a badge (admin mode; audited): rising tiers, names and descriptions per locale, hidden or not',
          params: badgeParams,
          body: badgeEditSchema,
          response: { 200: outcomeOf(badgeEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const siteId = request.site._id;
        const { badges } = await repository.gameForEditing(siteId);
        if (!badges.some((badge) => badge.id === request.params.badgeId)) throw notFound(`Badge not found: '${request.params.badgeId}'`);
        const value = { ...request.body, names: withoutEmpty(request.body.names), descriptions: withoutEmpty(request.body.descriptions) };
        await repository.saveDraft(siteId, { entity: 'badge', entityId: request.params.badgeId }, value, realUser, mode);
        return { outcome: value };
      },
    );

    app.put(
      '/admin/game/rules/draft',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Save the draft of the XP rules (admin mode; audited); publishing makes them a new version',
          body: xpRulesSchema,
          response: { 200: outcomeOf(xpRulesSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const bands = request.body.timeBands;
        const unordered = bands.findIndex((band, index) => index > 0 && band.untilMinutes <= bands[index - 1]!.untilMinutes);
        if (unordered > 0) throw badRequest(`body.timeBands.${unordered}.untilMinutes: each band must end after the one before`);
        await repository.saveDraft(request.site._id, { entity: 'rules', entityId: 'xp' }, request.body, realUser, mode);
        return { outcome: request.body };
      },
    );

    app.get(
      '/admin/drafts',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Every pending draft of the site, to publish or discard',
          response: { 200: outcomeOf(z.array(draftSummarySchema)), ...errors },
        },
      },
      async (request) => {
        const siteId = request.site._id;
        const drafts = await repository.listDrafts(siteId);
        const nameIn = (texts: Record<string, string> | undefined) => texts?.[request.localeCode] ?? texts?.[request.site.defaultLocale] ?? '';
        return {
          outcome: drafts.map((draft) => {
            // A draft is named by what it holds: a title, titles or names in the reader's locale, after its id.
            const value = draft.value as { title?: string; titles?: Record<string, string>; names?: Record<string, string> };
            const name = value.title ?? nameIn(value.titles ?? value.names);
            return {
              entity: draft.entity,
              entityId: draft.entityId,
              label: draft.entity === 'course' ? name : name ? `${draft.entityId}: ${name}` : draft.entityId,
              updatedAt: draft.updatedAt.toISOString(),
              updatedBy: draft.updatedBy,
            };
          }),
        };
      },
    );

    app.delete(
      '/admin/drafts/:entity/:entityId',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Discard a draft (admin mode; audited): the published content stays as it is',
          params: z.object({ entity: draftEntitySchema, entityId: z.string().min(1).max(200) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { realUser, mode } = await requireUser(request);
        if (!(await repository.discard(request.site._id, request.params, realUser, mode))) {
          throw notFound(`No draft of ${request.params.entity} '${request.params.entityId}'`);
        }
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/admin/drafts/publish',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Publish drafts (the listed ones, or all pending): all of them or none, each audited with before and after',
          body: publishDraftsSchema,
          response: { 200: outcomeOf(z.object({ published: z.array(z.object({ entity: draftEntitySchema, entityId: z.string() })) })), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = await requireUser(request);
        const result = await repository.publish(request.site._id, request.body.items, realUser, mode);
        const [missing] = result.missing;
        if (missing) throw notFound(`No draft of ${missing.entity} '${missing.entityId}': nothing was published`);
        return { outcome: { published: result.published } };
      },
    );
  };
