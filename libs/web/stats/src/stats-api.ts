import { api } from '@tiles/api-client';
import { outcomeOf, statsSchema, type Stats } from '@tiles/contracts';

const statsOutcome = outcomeOf(statsSchema);

export const statsApi = api.enhanceEndpoints({ addTagTypes: ['Stats'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the locale: subject names come back in it. */
    getStats: build.query<Stats, string>({
      query: () => 'api/stats',
      transformResponse: (response: unknown) => statsOutcome.parse(response).outcome,
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
