import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickTranslation } from '@tiles/contracts';
import { cmsOperations } from '@tiles/contracts-cms';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, notFound } from '@tiles/api-platform/ground/http-errors';
import { assertSiteLocales } from '@tiles/api-i18n/site-locales';
import { withoutEmpty, type CmsRepository } from './repository.js';

/** Courses in admin mode: a course, its modules, sessions and materials, loaded for the editor and saved as drafts. */
export const courseEditingRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, cmsOperations.getCourseEditor, async (request) => {
      const editor = await repository.courseForEditing(request.site._id, request.params.course);
      if (!editor) throw notFound(`Course not found: ${request.params.course}`);
      const categories = await repository.categories(request.site._id);
      const nameOf = (names: Record<string, string>) => pickTranslation(names, [request.localeCode, request.site.defaultLocale], '');
      return { ...editor, categories: categories.map((category) => ({ id: category.id, name: nameOf(category.names) })) };
    });
    route(app, cmsOperations.saveCourseDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      const { course: courseId } = request.params;
      if (!(await repository.findCourse(siteId, courseId))) throw notFound(`Course not found: ${courseId}`);
      const edit = request.body;
      assertSiteLocales(request.site, { titles: edit.titles, descriptions: edit.descriptions });
      if (!(await repository.categoryExists(siteId, edit.categoryId)))
        throw badRequest(`body.categoryId: no category '${edit.categoryId}' on this site`);
      const value = { ...edit, titles: withoutEmpty(edit.titles), descriptions: withoutEmpty(edit.descriptions) };
      await repository.saveDraft(siteId, { entity: 'course', entityId: String(courseId) }, value, realUser, mode);
      return value;
    });
    route(app, cmsOperations.getSessionEditor, async (request) => {
      const { course: courseId, module, session } = request.params;
      const editor = await repository.sessionForEditing(request.site._id, { course: courseId, module, session });
      if (!editor) throw notFound(`Session not found: course ${courseId} has no module ${module} session ${session}`);
      return editor;
    });
    route(app, cmsOperations.saveSessionDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const { course: courseId, module, session } = request.params;
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
      return value;
    });
    route(app, cmsOperations.saveQuestionsDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const { course: courseId, module, session } = request.params;
      if (!(await repository.sessionForEditing(request.site._id, { course: courseId, module, session })))
        throw notFound(`Session not found: course ${courseId} has no module ${module} session ${session}`);
      const { questions } = request.body;
      for (const [index, { definition }] of questions.entries()) {
        const options = Object.fromEntries(
          (definition.options ?? []).map((option, position) => [`questions.${index}.options.${position}.texts`, option.texts]),
        );
        assertSiteLocales(request.site, {
          [`questions.${index}.prompts`]: definition.prompts,
          [`questions.${index}.explanations`]: definition.explanations,
          ...options,
        });
      }
      const value = { questions };
      await repository.saveDraft(
        request.site._id,
        { entity: 'questions', entityId: `${courseId}/${module}/${session}` },
        value,
        realUser,
        mode,
      );
      return value;
    });
    route(app, cmsOperations.saveMaterialDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      if (!(await repository.findDraftable(siteId, 'material', request.params.materialId)))
        throw notFound(`Material not found: '${request.params.materialId}'`);
      assertSiteLocales(request.site, { titles: request.body.titles, bodies: request.body.bodies });
      const value = { titles: withoutEmpty(request.body.titles), bodies: withoutEmpty(request.body.bodies) };
      await repository.saveDraft(siteId, { entity: 'material', entityId: request.params.materialId }, value, realUser, mode);
      return value;
    });
    route(app, cmsOperations.saveModuleDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const { course: courseId, module } = request.params;
      if (!(await repository.findPlace(request.site._id, { course: courseId, module, session: null })))
        throw notFound(`Module not found: course ${courseId} has no module ${module}`);
      assertSiteLocales(request.site, { titles: request.body.titles });
      const value = { titles: withoutEmpty(request.body.titles) };
      await repository.saveDraft(request.site._id, { entity: 'module', entityId: `${courseId}/${module}` }, value, realUser, mode);
      return value;
    });
  };
