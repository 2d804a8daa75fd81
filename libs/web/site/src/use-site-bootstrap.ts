import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '@tiles/api-client';
import { type BoilerplateEntry, type Category, type Locale, type Site } from '@tiles/contracts';
import { type BadgeDefinition, type LevelDefinition } from '@tiles/contracts-game';
import {
  useGetBadgesQuery,
  useGetBoilerplateQuery,
  useGetCategoriesQuery,
  useGetLevelsQuery,
  useGetLocalesQuery,
  useGetSiteQuery,
  siteArgs,
} from './site-api';

/** Spec §8: loading a site that does not exist fails with an error naming the site id, with the response. */
export type SiteNotFoundError = ApiError & { code: 'site-not-found'; siteId: string; response: ApiError; params: { siteId: string } };

const siteNotFoundError = (siteId: string, response: ApiError): SiteNotFoundError => ({
  ...response,
  code: 'site-not-found',
  message: `Site not found: ${siteId}`,
  siteId,
  response,
  params: { siteId },
});

export type SiteBootstrap =
  | { status: 'loading'; site?: Site | undefined; boilerplate?: BoilerplateEntry[] | undefined }
  | { status: 'error'; error: ApiError | SiteNotFoundError; site?: Site | undefined; boilerplate?: BoilerplateEntry[] | undefined }
  | {
      status: 'ready';
      site: Site;
      locales: Locale[];
      boilerplate: BoilerplateEntry[];
      categories: Category[];
      levels: LevelDefinition[];
      badges: BadgeDefinition[];
    };

/**
 * Loads what the app needs, in the order of spec §4: the site first; then locales and boilerplate in parallel;
 * then badges, levels and categories in parallel.
 */
/**
 * What the app root reads of each answer: a refetch that brings the same answer (a focus, a reconnection) changes only
 * the request's status, and re-rendering the whole app for it would be the app's longest task.
 */
const answerOf = <Data>({ data, isError, error }: { data?: Data; isError: boolean; error?: unknown }) => ({ data, isError, error });

export const useSiteBootstrap = (siteId: string, locale: string): SiteBootstrap => {
  const site = useGetSiteQuery({ siteId }, { selectFromResult: answerOf });
  const siteData = site.data;
  const locales = useGetLocalesQuery(siteData ? siteArgs.locales(siteData.supportedLocale) : skipToken, { selectFromResult: answerOf });
  const readingLocale = siteData && !siteData.supportedLocale.includes(locale) ? siteData.defaultLocale : locale;
  const boilerplate = useGetBoilerplateQuery(siteData ? siteArgs.boilerplate(readingLocale, siteData.defaultLocale) : skipToken, {
    selectFromResult: answerOf,
  });
  const textsReady = Boolean(locales.data && boilerplate.data);
  const categories = useGetCategoriesQuery(textsReady ? siteArgs.categories(readingLocale) : skipToken, { selectFromResult: answerOf });
  const levels = useGetLevelsQuery(textsReady ? { locale: readingLocale } : skipToken, { selectFromResult: answerOf });
  const badges = useGetBadgesQuery(textsReady ? { locale: readingLocale } : skipToken, { selectFromResult: answerOf });

  const failed = [site, locales, boilerplate, categories, levels, badges].find((query) => query.isError);
  if (failed) {
    const error = failed.error as ApiError;
    const missingSite = failed === site && error.statusCode === 404;
    return {
      status: 'error',
      error: missingSite ? siteNotFoundError(siteId, error) : error,
      site: siteData,
      boilerplate: boilerplate.data,
    };
  }
  if (siteData && locales.data && boilerplate.data && categories.data && levels.data && badges.data) {
    return {
      status: 'ready',
      site: siteData,
      locales: locales.data,
      boilerplate: boilerplate.data,
      categories: categories.data,
      levels: levels.data,
      badges: badges.data,
    };
  }
  return { status: 'loading', site: siteData, boilerplate: boilerplate.data };
};
