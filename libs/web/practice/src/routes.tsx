import { webRoute } from '@tiles/routing';

/**
 * The review page: a tab of the profile area (its place in `WEB_ROUTES`), loaded with its chart when opened. Its
 * first HTML holds the deck (the server asks for the review with the page): nothing moves when the page is taken over.
 */
export const practiceRoutes = {
  review: webRoute('review', { lazy: async () => ({ Component: (await import('./review-page')).ReviewPage }) }, async (input) =>
    (await import('./prefetch')).prefetchReviewSummary(input),
  ),
};
