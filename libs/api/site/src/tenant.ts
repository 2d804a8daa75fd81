import type { FastifyInstance } from 'fastify';
import { siteIdSchema, TILES_LOCALE_HEADER, TILES_SITE_ID_HEADER } from '@tiles/contracts';
import { badRequest, notFound } from '@tiles/api-platform/ground/http-errors';

const singleHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Every /api call names its site (`tiles-site-id`, default: the configured site) and locale
 * (`tiles-locale-code`). An unknown site is 404; a locale the site does not support falls back to its default.
 */
export const registerTenantResolution = (api: FastifyInstance) => {
  api.decorateRequest('site', null as never);
  api.decorateRequest('localeCode', '');

  api.addHook('onRequest', async (request) => {
    const siteId = singleHeader(request.headers[TILES_SITE_ID_HEADER]) ?? api.config.defaultSiteId;
    if (!siteIdSchema.safeParse(siteId).success) {
      throw badRequest(`headers.${TILES_SITE_ID_HEADER}: '${siteId}' is not a valid site id`);
    }
    const site = await api.siteRepository.findById(siteId);
    if (!site) throw notFound(`Site not found: no site with id '${siteId}'`, 'site-not-found');
    const requestedLocale = singleHeader(request.headers[TILES_LOCALE_HEADER]);
    request.site = site;
    request.localeCode = requestedLocale && site.supportedLocale.includes(requestedLocale) ? requestedLocale : site.defaultLocale;
    request.log = request.log.child({ site: site._id });
  });
};
