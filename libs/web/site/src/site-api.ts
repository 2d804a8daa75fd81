import { api, CONTENT_TAG, inLocale } from '@tiles/api-client';
import {
  badgeListAnswerSchema,
  levelListAnswerSchema,
  type BadgeDefinition,
  type LevelDefinition,
  boilerplateEntrySchema,
  categorySchema,
  localeSchema,
  outcomeOf,
  siteSchema,
  boilerplateLocalesFor,
  loadTemplateParser,
  pluralTextsReady,
  provideParsedTexts,
  type BoilerplateEntry,
  type Category,
  type Locale,
  type Site,
  type SitePreload,
} from '@tiles/contracts';
import { z } from 'zod/mini';

const siteOutcome = outcomeOf(siteSchema);
const localesOutcome = outcomeOf(z.array(localeSchema));
const boilerplateOutcome = outcomeOf(z.array(boilerplateEntrySchema));
const categoriesOutcome = outcomeOf(z.array(categorySchema));

export type BoilerplateArg = { siteId: string; locales: readonly string[] };

/**
 * Site, locales, boilerplate, and the lists of spec §4's third step (categories, levels, badges): what every page
 * needs before it can say anything.
 */
export const siteApi = api.enhanceEndpoints({ addTagTypes: ['Site', 'Boilerplate', 'Category', 'GameDefinitions'] }).injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<Site, string>({
      query: (siteId) => `api/site/sites/${encodeURIComponent(siteId)}`,
      transformResponse: (response: unknown) => siteOutcome.parse(response).outcome,
      providesTags: (_result, _error, siteId) => [{ type: 'Site', id: siteId }],
    }),
    /** Administrators, in admin mode: maintenance on or off. The site answer in the cache is replaced with the new one. */
    setMaintenance: build.mutation<Site, { siteId: string; enabled: boolean }>({
      query: ({ siteId, enabled }) => ({
        url: `api/site/sites/${encodeURIComponent(siteId)}/maintenance`,
        method: 'PUT',
        body: { enabled },
      }),
      transformResponse: (response: unknown) => siteOutcome.parse(response).outcome,
      async onQueryStarted({ siteId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(siteApi.util.upsertQueryData('getSite', siteId, data));
      },
    }),
    getLocales: build.query<Locale[], readonly string[]>({
      query: (codes) => ({ url: 'api/i18n/locales', params: { lc: codes.join(',') } }),
      transformResponse: (response: unknown) => localesOutcome.parse(response).outcome,
    }),
    getBoilerplate: build.query<BoilerplateEntry[], BoilerplateArg>({
      // Boilerplate belongs to a site; a reader needs their locale's texts and the default locale's as fallback.
      query: ({ locales }) => ({ url: 'api/i18n/boilerplate/', params: { lc: locales.join(',') } }),
      transformResponse: async (response: unknown) => {
        const entries = boilerplateOutcome.parse(response).outcome;
        // Texts the page did not bring parsed (another language): ICU's parser comes first, then the texts.
        if (!pluralTextsReady(entries.flatMap((entry) => Object.values(entry.translations)))) await loadTemplateParser();
        return entries;
      },
      providesTags: ['Boilerplate', CONTENT_TAG],
    }),
    getCategories: build.query<Category[], string>({
      // The argument is the locale: names come back in the request's locale, so each locale is its own entry.
      query: (locale) => inLocale(locale, { url: 'api/content/tag', params: { type: 'category' } }),
      transformResponse: (response: unknown) => categoriesOutcome.parse(response).outcome,
      providesTags: ['Category'],
    }),
    /** The level table (names in the locale, the argument). */
    getLevels: build.query<LevelDefinition[], string>({
      query: (locale) => inLocale(locale, 'api/lms/game/level'),
      transformResponse: (response: unknown) => levelListAnswerSchema.parse(response).outcome,
      providesTags: ['GameDefinitions', CONTENT_TAG],
    }),
    /** The badges (names in the locale, the argument). */
    getBadges: build.query<BadgeDefinition[], string>({
      query: (locale) => inLocale(locale, 'api/lms/game/badge'),
      transformResponse: (response: unknown) => badgeListAnswerSchema.parse(response).outcome,
      providesTags: ['GameDefinitions', CONTENT_TAG],
    }),
  }),
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
    { endpointName: 'getSite', arg: preload.siteId, value: preload.site },
    { endpointName: 'getLocales', arg: preload.site.supportedLocale, value: preload.locales },
    {
      endpointName: 'getBoilerplate',
      arg: { siteId: preload.siteId, locales: boilerplateLocalesFor(preload.locale, preload.site.defaultLocale) },
      value: preload.boilerplate,
    },
    { endpointName: 'getCategories', arg: preload.locale, value: preload.categories },
    { endpointName: 'getLevels', arg: preload.locale, value: preload.levels },
    { endpointName: 'getBadges', arg: preload.locale, value: preload.badges },
  ]);
};
