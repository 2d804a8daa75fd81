import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseEditorSchema,
  courseEditSchema,
  courseIdSchema,
  materialEditSchema,
  moduleEditSchema,
  outcomeOf,
  pickTranslation,
  positionSchema,
  sessionEditorSchema,
  sessionEditSchema,
} from '@tiles/contracts';
import { badRequest, notFound } from '../../plugins/errors.js';
import { assertSiteLocales } from '../i18n/site-locales.js';
import { editing, errors } from './route-config.js';
import { withoutEmpty, type CmsRepository } from './repository.js';

const courseParams = z.object({ courseId: courseIdSchema });
const moduleParams = z.object({ courseId: courseIdSchema, module: positionSchema });
const sessionParams = z.object({ courseId: courseIdSchema, module: positionSchema, session: positionSchema });

/** Courses in admin mode: a course, its modules, sessions and materials, loaded for the editor and saved as drafts. */
export const courseEditingRoutes =
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
        const nameOf = (names: Record<string, string>) => pickTranslation(names, [request.localeCode, request.site.defaultLocale], '');
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
        const { realUser, mode } = request.auth;
        const siteId = request.site._id;
        const { courseId } = request.params;
        if (!(await repository.findCourse(siteId, courseId))) throw notFound(`Course not found: ${courseId}`);
        const edit = request.body;
        assertSiteLocales(request.site, { titles: edit.titles, descriptions: edit.descriptions });
        if (!(await repository.categoryExists(siteId, edit.categoryId)))
          throw badRequest(`body.categoryId: no category '${edit.categoryId}' on this site`);
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
        const { realUser, mode } = request.auth;
        const { courseId, module, session } = request.params;
        if (!(await repository.sessionForEditing(request.site._id, { course: courseId, module, session }))) {
          throw notFound(`Session not found: course ${courseId} has no module ${module} session ${session}`);
        }
        const edit = request.body;
        assertSiteLocales(request.site, { titles: edit.titles, content: edit.content });
        const value = {
          ...edit,
          titles: withoutEmpty(edit.titles),
          content: Object.fromEntries(Object.entries(edit.content).filter(([, blocks]) => blocks.length > 0)),
        };
        await repository.saveDraft(
          request.site._id,
          { entity: 'session', entityId: `${courseId}/${module}/${session}` },
          value,
          realUser,
          mode,
        );
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
        const { realUser, mode } = request.auth;
        const siteId = request.site._id;
        if (!(await repository.findDraftable(siteId, 'material', request.params.materialId)))
          throw notFound(`Material not found: '${request.params.materialId}'`);
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
        const { realUser, mode } = request.auth;
        const { courseId, module } = request.params;
        if (!(await repository.findPlace(request.site._id, { course: courseId, module, session: null })))
          throw notFound(`Module not found: course ${courseId} has no module ${module}`);
        assertSiteLocales(request.site, { titles: request.body.titles });
        const value = { titles: withoutEmpty(request.body.titles) };
        await repository.saveDraft(request.site._id, { entity: 'module', entityId: `${courseId}/${module}` }, value, realUser, mode);
        return { outcome: value };
      },
    );
  };
