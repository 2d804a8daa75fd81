import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf, siteIdSchema, siteSchema } from '@tiles/contracts';
import { notFound } from '../../plugins/errors.js';

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
      if (!site) throw notFound(`Site not found: no site with id '${request.params.siteId}'`);
      return { outcome: site };
    },
  );
};
