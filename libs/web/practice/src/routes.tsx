import { webRoute } from '@tiles/routing';

/** The review page: a tab of the profile area (its place in `WEB_ROUTES`), loaded with its chart when opened. */
export const practiceRoutes = {
  review: webRoute('review', { lazy: async () => ({ Component: (await import('./review-page')).ReviewPage }) }),
};
