import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { notFound } from '@tiles/api-platform/ground/http-errors';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteOperations.getSite, async (request) => {
    const site = await app.siteRepository.findById(request.params.siteId);
    if (!site) throw notFound(`Site not found: no site with id '${request.params.siteId}'`, 'site-not-found');
    app.pageCache.invalidate();
    return site;
  });
};
