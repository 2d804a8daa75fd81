import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsOperations } from '@tiles/contracts-cms';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { pageIdOf } from '@tiles/api-content/page-ids';
import type { CmsRepository } from './repository.js';

/** Generic pages (per locale) and route rules in admin mode, loaded for the editor and saved as drafts. */
export const pageEditingRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, cmsOperations.getPages, async (request) => await repository.pagesOverview(request.site._id));
    route(
      app,
      cmsOperations.getPageEditor,
      async (request) => await repository.pageForEditing(request.site._id, request.query.locale, request.query.path),
    );
    route(app, cmsOperations.savePageDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const { locale, path } = request.query;
      if (!request.site.supportedLocale.includes(locale)) throw badRequest(`querystring.locale: '${locale}' is not a locale of this site`);
      await repository.saveDraft(request.site._id, { entity: 'page', entityId: pageIdOf(locale, path) }, request.body, realUser, mode);
      return request.body;
    });
    route(app, cmsOperations.saveRouteDraft, async (request) => {
      const { realUser, mode } = request.auth;
      await repository.saveDraft(request.site._id, { entity: 'route', entityId: request.query.path }, request.body, realUser, mode);
      return request.body;
    });
  };
