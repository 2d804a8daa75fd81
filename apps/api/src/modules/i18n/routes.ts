import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, boilerplateEntrySchema, localeListSchema, localeSchema, outcomeOf } from '@tiles/contracts';
import { createI18nRepository } from './repository.js';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createI18nRepository(app.db);

  app.get(
    '/i18n/locales',
    {
      schema: {
        tags: ['i18n'],
        summary: 'The locale objects for the codes listed in lc (comma-separated, e.g. it-IT,en-GB)',
        querystring: z.object({
          lc: localeListSchema,
        }),
        response: { 200: outcomeOf(z.array(localeSchema)), 400: apiErrorSchema },
      },
    },
    async (request) => ({ outcome: await repository.findLocales(request.query.lc) }),
  );

  app.get(
    '/i18n/boilerplate/',
    {
      schema: {
        tags: ['i18n'],
        summary: "The site's interface texts, each with its translation in every supported locale",
        response: { 200: outcomeOf(z.array(boilerplateEntrySchema)) },
      },
    },
    async (request) => ({
      outcome: await repository.findBoilerplate(request.site._id, request.site.supportedLocale),
    }),
  );
};
