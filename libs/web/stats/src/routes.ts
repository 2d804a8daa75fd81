import { statsAnswerSchema } from '@tiles/contracts';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/**
 * The learner's statistics, asked for by the server with the progress page (which the profile lib places), so
 * its summary is in the first HTML.
 */
export const prefetchStats = async ({ locale }: PrefetchInput): Promise<PrefetchRequest[]> => [
  { endpointName: 'getStats', arg: locale, url: 'api/stats', read: (response) => statsAnswerSchema.parse(response).outcome.data },
];
