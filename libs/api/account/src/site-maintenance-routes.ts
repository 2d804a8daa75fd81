import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';

/** The site's maintenance switch: an administrator's, in admin mode, audited (the site's own routes know no caller). */
export const siteMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteOperations.setMaintenance, async (request) => {
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
    return site;
  });
};
