import type { RouteObject } from 'react-router';

/** The stats lib's route: the progress tab of the profile area, loaded with its charts only when opened. */
export const statsRoutes = {
  progress: { path: 'user-progress', lazy: async () => ({ Component: (await import('./stats-panel')).StatsPanel }) },
} satisfies Record<string, RouteObject>;
