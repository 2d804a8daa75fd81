import { injectOperations, prefetchOf } from '@tiles/api-client';
import type { PrefetchRequest } from '@tiles/routing';
import { homeOperations } from '@tiles/contracts-courses';

export const homeApi = injectOperations(homeOperations);

/** The signed-in home's one call, run by the server into the first screen (nothing for a visitor). */
export const prefetchLearnerHome = ({ locale, signedIn }: { locale: string; signedIn: boolean }): PrefetchRequest[] =>
  signedIn ? [prefetchOf('getHome', homeOperations.getHome, { locale })] : [];
