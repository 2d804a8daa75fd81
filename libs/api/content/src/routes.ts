import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentOperations } from '@tiles/contracts-courses';
import { route } from '@tiles/api-platform/ground/operation-route';
import { notFound } from '@tiles/api-platform/ground/http-errors';
import { assertOpen, readerOf } from '@tiles/api-lms/reader';

/** Tags and the content route resolver, over the content and pages repositories the app gives them. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.contentRepository;
  const pages = app.pagesRepository;
  route(app, contentOperations.getTags, async (request) =>
    repository.findTags(request.site._id, request.query.type, request.localeCode, request.site.defaultLocale),
  );

  route(app, contentOperations.resolveRoute, async (request) => {
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const path = request.query.path.length > 1 ? request.query.path.replace(/\/+$/, '') : request.query.path;
    const rule = await pages.findRule(request.site._id, path, reader.previewsDrafts);
    if (rule) {
      const external = /^https?:\/\//.test(rule.location);
      return {
        type: 'redirect' as const,
        location: rule.location.replaceAll('{locale}', request.localeCode),
        status: rule.status,
        external,
      };
    }
    const page =
      (await pages.findPage(request.site._id, request.localeCode, path, reader.previewsDrafts)) ??
      (await pages.findPage(request.site._id, request.site.defaultLocale, path, reader.previewsDrafts));
    if (!page) throw notFound(`Page not found: ${path}`);
    return { type: 'page' as const, page: { path, title: page.title, rows: page.rows } };
  });
};
