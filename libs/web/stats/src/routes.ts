import { prefetchOf } from '@tiles/api-client';
import { statsOperations } from '@tiles/contracts';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/**
 * The learner's statistics, asked for by the server with the progress page (which the profile lib places), so
 * its summary is in the first HTML.
 */
export const prefetchStats = async ({ locale }: PrefetchInput): Promise<PrefetchRequest[]> => [
  prefetchOf('getStats', statsOperations.getStats, { locale }),
];
