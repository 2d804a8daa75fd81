import { injectOperations } from '@tiles/api-client';
import { loadTemplateParser, pluralTextsReady, provideParsedTexts, siteOperations, tagOperations } from '@tiles/contracts';
import { gameOperations } from '@tiles/contracts-game';
import { boilerplateQueryFor, type SitePreload } from '@tiles/contracts-site-preload';

/**
 * The arguments the bootstrap asks with, one function each: the server's preload enters the cache under the
 * same keys.
 */
export const siteArgs = {
  locales: (codes: readonly string[]) => ({ query: { lc: codes.join(',') } }),
  // One text per key: the reader's locale's, the default locale's where it is missing.
  boilerplate: (locale: string, defaultLocale: string) => ({ query: boilerplateQueryFor(locale, defaultLocale) }),
  categories: (locale: string) => ({ locale, query: { type: 'category' as const } }),
};

/**
 * Site, locales, boilerplate, and the lists of spec §4's third step (categories, levels, badges): what every page
 * needs before it can say anything.
 */
export const siteApi = injectOperations(
  {
    ...siteOperations,
    getCategories: tagOperations.getTags,
    getLevels: gameOperations.getLevels,
    getBadges: gameOperations.getBadges,
  },
  {
    // Texts the page did not bring parsed (another language): ICU's parser comes first, then the texts.
    getBoilerplate: {
      after: async (_api, entries) => {
        if (!pluralTextsReady(entries.flatMap((entry) => Object.values(entry.translations)))) await loadTemplateParser();
      },
    },
  },
).enhanceEndpoints({
  endpoints: {
    /** The site answer in the cache is replaced with the one the switch answers. */
    setMaintenance: {
      async onQueryStarted({ siteId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(siteApi.util.upsertQueryData('getSite', { siteId }, data));
      },
    },
  },
});

export const {
  useGetSiteQuery,
  useSetMaintenanceMutation,
  useGetLocalesQuery,
  useGetBoilerplateQuery,
  useGetCategoriesQuery,
  useGetLevelsQuery,
  useGetBadgesQuery,
} = siteApi;

/**
 * Puts the answers the server preloaded into the HTML into the cache, under the same arguments the bootstrap asks
 * with: the first screen then paints without a round trip.
 */
export const primeSiteCache = (preload: SitePreload) => {
  // Before the first render: the texts with plural forms format from what the server parsed.
  provideParsedTexts(preload.parsedTexts);
  return siteApi.util.upsertQueryEntries([
    { endpointName: 'getSite', arg: { siteId: preload.siteId }, value: preload.site },
    { endpointName: 'getLocales', arg: siteArgs.locales(preload.site.supportedLocale), value: preload.locales },
    { endpointName: 'getBoilerplate', arg: siteArgs.boilerplate(preload.locale, preload.site.defaultLocale), value: preload.boilerplate },
    { endpointName: 'getCategories', arg: siteArgs.categories(preload.locale), value: preload.categories },
    { endpointName: 'getLevels', arg: { locale: preload.locale }, value: preload.levels },
    { endpointName: 'getBadges', arg: { locale: preload.locale }, value: preload.badges },
  ]);
};
