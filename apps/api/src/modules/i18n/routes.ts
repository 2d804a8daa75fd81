import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOperations } from '@tiles/contracts';
import { route } from '../../ground/operation-route.js';
import { previewsDrafts } from '../cms/preview.js';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.i18nRepository;
  route(app, siteOperations.getLocales, async (request) => await repository.findLocales(request.query.lc));

  route(app, siteOperations.getBoilerplate, async (request) => {
    const wanted = request.query.lc;
    const locales = wanted ? request.site.supportedLocale.filter((code) => wanted.includes(code)) : request.site.supportedLocale;
    return await repository.findBoilerplate(request.site._id, locales, await previewsDrafts(request));
  });
};
