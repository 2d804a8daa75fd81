import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outcomeOf,
  pageEditorSchema,
  pageEditSchema,
  pageQuerySchema,
  pagesOverviewSchema,
  routeEditSchema,
  sitePathSchema,
} from '@tiles/contracts';
import { badRequest } from '../../plugins/errors.js';
import { editing, errors } from './route-config.js';
import { pageIdOf } from './entity-values.js';
import type { CmsRepository } from './repository.js';

/** Generic pages (per locale) and route rules in admin mode, loaded for the editor and saved as drafts. */
export const pageEditingRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
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
        const { realUser, mode } = request.auth;
        const { locale, path } = request.query;
        if (!request.site.supportedLocale.includes(locale))
          throw badRequest(`querystring.locale: '${locale}' is not a locale of this site`);
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
          summary:
            'Save the draft of a route rule (admin mode; audited): a redirect from path, or { remove: true } to delete it on publish',
          querystring: z.object({ path: sitePathSchema }),
          body: routeEditSchema,
          response: { 200: outcomeOf(routeEditSchema), ...errors },
        },
      },
      async (request) => {
        const { realUser, mode } = request.auth;
        await repository.saveDraft(request.site._id, { entity: 'route', entityId: request.query.path }, request.body, realUser, mode);
        return { outcome: request.body };
      },
    );
  };
