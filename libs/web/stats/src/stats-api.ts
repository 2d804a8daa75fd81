import { api, inLocale, SESSION_TAG } from '@tiles/api-client';
import { statsAnswerSchema, type Stats } from '@tiles/contracts';

export const statsApi = api.enhanceEndpoints({ addTagTypes: ['Stats'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the locale: subject names come back in it. */
    getStats: build.query<Stats, string>({
      query: (locale) => inLocale(locale, 'api/stats'),
      transformResponse: (response: unknown) => statsAnswerSchema.parse(response).outcome.data,
      providesTags: ['Stats', SESSION_TAG],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
