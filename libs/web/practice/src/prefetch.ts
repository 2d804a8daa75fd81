import { prefetchOf } from '@tiles/api-client';
import { practiceOperations } from '@tiles/contracts-practice';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/** The review's summary on the progress page, made by the server with the page (no shift, no render after it). */
export const prefetchReviewSummary = ({ locale }: Pick<PrefetchInput, 'locale'>): PrefetchRequest[] => [
  prefetchOf('getReview', practiceOperations.getReview, { locale }),
];
