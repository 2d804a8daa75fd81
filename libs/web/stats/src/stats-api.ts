import { injectOperations } from '@tiles/api-client';
import { statsOperations } from '@tiles/contracts';

export const statsApi = injectOperations(statsOperations);

export const { useGetStatsQuery } = statsApi;
