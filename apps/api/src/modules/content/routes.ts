import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, categorySchema, outcomeOf, routeResolutionSchema, tagTypeSchema } from '@tiles/contracts';
import { notFound } from '../../plugins/errors.js';
import { assertOpen, readerOf } from '../lms/reader.js';

/** Tags and the content route resolver, over the content and pages repositories the app gives them. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.contentRepository;
  const pages = app.pagesRepository;
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
      outcome: await repository.findTags(request.site._id, request.query.type, request.localeCode, request.site.defaultLocale),
    }),
  );

  app.get(
    '/content/route',
    {
      schema: {
        tags: ['content'],
        summary: 'What a path holds: a redirect from the route rules, or a generic page in the request locale',
        description:
          'path is the path after the locale prefix, e.g. /chi-siamo or /pf/privacy. A rule answers a redirect ' +
          '(`{locale}` in an internal location becomes the request locale; external ones are absolute URLs). ' +
          "Otherwise the page in the request locale, else in the site's default locale; else 404.",
        querystring: z.object({
          path: z
            .string()
            .max(512)
            .regex(/^\/[^\s?#]*$/, 'must be a path starting with /'),
        }),
        response: { 200: outcomeOf(routeResolutionSchema), 400: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      assertOpen(request, reader);
      const path = request.query.path.length > 1 ? request.query.path.replace(/\/+$/, '') : request.query.path;
      const rule = await pages.findRule(request.site._id, path, reader.previewsDrafts);
      if (rule) {
        const external = /^https?:\/\//.test(rule.location);
        return {
          outcome: {
            type: 'redirect' as const,
            location: rule.location.replaceAll('{locale}', request.localeCode),
            status: rule.status,
            external,
          },
        };
      }
      const page =
        (await pages.findPage(request.site._id, request.localeCode, path, reader.previewsDrafts)) ??
        (await pages.findPage(request.site._id, request.site.defaultLocale, path, reader.previewsDrafts));
      if (!page) throw notFound(`Page not found: ${path}`);
      return { outcome: { type: 'page' as const, page: { path, title: page.title, rows: page.rows } } };
    },
  );
};
