import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, boilerplateEntrySchema, localeListSchema, localeSchema, outcomeOf } from '@tiles/contracts';
import { previewsDrafts } from '../cms/preview.js';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.i18nRepository;
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
        summary: "The site's interface texts, each with its translation in every supported locale (or only those in lc)",
        description:
          'lc (optional, comma-separated) limits the translations to those locales: a reader needs theirs and the default. In admin mode, pending drafts show instead of the published texts.',
        querystring: z.object({ lc: z.optional(localeListSchema) }),
        response: { 200: outcomeOf(z.array(boilerplateEntrySchema)), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const wanted = request.query.lc;
      const locales = wanted ? request.site.supportedLocale.filter((code) => wanted.includes(code)) : request.site.supportedLocale;
      return { outcome: await repository.findBoilerplate(request.site._id, locales, await previewsDrafts(request)) };
    },
  );
};
