import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf, siteIdSchema, siteSchema } from '@tiles/contracts';
import { HttpError, notFound } from '../../plugins/errors.js';
import { PERMISSIONS } from '../roles/repository.js';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/sites/:siteId',
    {
      schema: {
        tags: ['site'],
        summary: 'A site: name, logo, default and supported locales',
        params: z.object({ siteId: siteIdSchema }),
        response: { 200: outcomeOf(siteSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const site = await app.siteRepository.findById(request.params.siteId);
      if (!site) throw notFound(`Site not found: no site with id '${request.params.siteId}'`, 'site-not-found');
      app.pageCache.invalidate();
      return { outcome: site };
    },
  );

  app.put(
    '/site/sites/:siteId/maintenance',
    {
      config: { permission: PERMISSIONS.maintenance, mode: 'admin' },
      schema: {
        tags: ['site'],
        summary: 'Switch maintenance on or off (administrators, in admin mode; audited). While on, learners get 503 from content calls.',
        params: z.object({ siteId: siteIdSchema }),
        body: z.strictObject({ enabled: z.boolean() }),
        response: { 200: outcomeOf(siteSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, mode } = request.auth;
      if (request.params.siteId !== request.site._id) throw new HttpError(403, 'You may change only the site you are signed in to');
      const site = await app.siteRepository.setMaintenance(request.params.siteId, request.body.enabled, (change, tx) =>
        app.audit.record(
          {
            siteId: change.site._id,
            user,
            mode,
            action: 'site.maintenance',
            entity: 'site',
            entityId: change.site._id,
            before: { maintenance: change.before },
            after: { maintenance: change.site.maintenance },
          },
          tx,
        ),
      );
      if (!site) throw notFound(`Site not found: no site with id '${request.params.siteId}'`, 'site-not-found');
      app.pageCache.invalidate();
      return { outcome: site };
    },
  );
};
