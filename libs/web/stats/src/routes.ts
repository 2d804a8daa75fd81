import type { RouteObject } from 'react-router';
import { statsAnswerSchema } from '@tiles/contracts';
import type { GuardHandle, PrefetchRequest } from '@tiles/route-guard';

/** The learner's statistics, asked for by the server with the page, so its summary is in the first HTML. */
const prefetchStats = async ({ locale }: { locale: string }): Promise<PrefetchRequest[]> => [
  { endpointName: 'getStats', arg: locale, url: 'api/stats', read: (response) => statsAnswerSchema.parse(response).outcome.data },
];

/** The stats lib's route: the progress tab of the profile area, loaded with its charts only when opened. */
export const statsRoutes = {
  progress: {
    path: 'user-progress',
    handle: { prefetch: prefetchStats } satisfies GuardHandle,
    lazy: async () => ({ Component: (await import('./stats-panel')).StatsPanel }),
  },
} satisfies Record<string, RouteObject>;
