import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, categorySchema, outcomeOf, tagTypeSchema } from '@tiles/contracts';
import { createContentRepository } from './repository.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createContentRepository(app.db);

  app.get(
    '/content/tag',
    {
      schema: {
        tags: ['content'],
        summary: 'Tags of a type (type=category: the categories), named in the request locale',
        querystring: z.object({ type: tagTypeSchema }),
        response: { 200: outcomeOf(z.array(categorySchema)), 400: apiErrorSchema },
      },
    },
    async (request) => ({
      outcome: await repository.findTags(
        request.site._id,
        request.query.type,
        request.localeCode,
        request.site.defaultLocale,
      ),
    }),
  );
};
