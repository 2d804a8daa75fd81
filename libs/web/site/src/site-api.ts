import { api } from '@tiles/api-client';
import {
  boilerplateEntrySchema,
  categorySchema,
  localeSchema,
  outcomeOf,
  siteSchema,
  type BoilerplateEntry,
  type Category,
  type Locale,
  type Site,
} from '@tiles/contracts';
import { z } from 'zod/mini';

const siteOutcome = outcomeOf(siteSchema);
const localesOutcome = outcomeOf(z.array(localeSchema));
const boilerplateOutcome = outcomeOf(z.array(boilerplateEntrySchema));
const categoriesOutcome = outcomeOf(z.array(categorySchema));

/** Site, locales, boilerplate and categories: what every page needs before it can say anything. */
export const siteApi = api.enhanceEndpoints({ addTagTypes: ['Site', 'Boilerplate', 'Category'] }).injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<Site, string>({
      query: (siteId) => `api/site/sites/${encodeURIComponent(siteId)}`,
      transformResponse: (response: unknown) => siteOutcome.parse(response).outcome,
      providesTags: (_result, _error, siteId) => [{ type: 'Site', id: siteId }],
    }),
    getLocales: build.query<Locale[], readonly string[]>({
      query: (codes) => ({ url: 'api/i18n/locales', params: { lc: codes.join(',') } }),
      transformResponse: (response: unknown) => localesOutcome.parse(response).outcome,
    }),
    getBoilerplate: build.query<BoilerplateEntry[], string>({
      // The argument is the site id: boilerplate belongs to a site and holds every locale's text.
      query: () => 'api/i18n/boilerplate/',
      transformResponse: (response: unknown) => boilerplateOutcome.parse(response).outcome,
      providesTags: ['Boilerplate'],
    }),
    getCategories: build.query<Category[], string>({
      // The argument is the locale: names come back in the request's locale, so each locale is its own entry.
      query: () => ({ url: 'api/content/tag', params: { type: 'category' } }),
      transformResponse: (response: unknown) => categoriesOutcome.parse(response).outcome,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetSiteQuery, useGetLocalesQuery, useGetBoilerplateQuery, useGetCategoriesQuery } = siteApi;
