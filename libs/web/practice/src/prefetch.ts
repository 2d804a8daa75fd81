import { prefetchOf } from '@tiles/api-client';
import { practiceOperations } from '@tiles/contracts-practice';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/**
 * The review, made by the server with the page (no shift, no render after it): the progress page's summary, and the
 * review page's deck.
 */
export const prefetchReviewSummary = ({ locale }: Pick<PrefetchInput, 'locale'>): PrefetchRequest[] => [
  prefetchOf('getReview', practiceOperations.getReview, { locale }),
];
