import { injectOperations, prefetchOf } from '@tiles/api-client';
import type { PrefetchRequest } from '@tiles/routing';
import { homeOperations } from '@tiles/contracts-courses';
import { prefetchDueAssignments } from '@tiles/groups';

export const homeApi = injectOperations(homeOperations);

/** The signed-in home's calls (its own, and the work due in her groups), run by the server into the first screen (nothing for a visitor). */
export const prefetchLearnerHome = ({ locale, signedIn }: { locale: string; signedIn: boolean }): PrefetchRequest[] =>
  signedIn ? [prefetchOf('getHome', homeOperations.getHome, { locale }), ...prefetchDueAssignments({ locale })] : [];
