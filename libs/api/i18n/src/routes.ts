import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { previewsDrafts } from '@tiles/api-auth/previews-drafts';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.i18nRepository;
  route(app, siteOperations.getLocales, async (request) => await repository.findLocales(request.query.lc));

  route(app, siteOperations.getBoilerplate, async (request) => {
    const { lc: wanted, fallback } = request.query;
    const supported = request.site.supportedLocale;
    const locales = wanted ? supported.filter((code) => wanted.includes(code)) : supported;
    if (!fallback || !supported.includes(fallback))
      return await repository.findBoilerplate(request.site._id, locales, await previewsDrafts(request));
    // One text per key and asked locale: its own, else the fallback's under the fallback's code (a page carries
    // its own language only; the translator reads the fallback's where its locale has nothing).
    const entries = await repository.findBoilerplate(request.site._id, [...new Set([...locales, fallback])], await previewsDrafts(request));
    return entries.map((entry) => ({
      ...entry,
      translations: Object.fromEntries(
        locales.flatMap((code) => {
          const own = entry.translations[code];
          if (own !== undefined) return [[code, own]];
          const instead = entry.translations[fallback];
          return instead === undefined ? [] : [[fallback, instead]];
        }),
      ),
    }));
  });
};
