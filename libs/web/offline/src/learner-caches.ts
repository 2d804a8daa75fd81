import { otherLearnersCaches } from '@tiles/contracts';

/** Deletes every learner's kept pages and courses but `keep`'s (logout, another learner on this browser). */
export const dropOtherLearnersCaches = async (keep: string | null) => {
  if (typeof caches === 'undefined') return;
  await Promise.all(otherLearnersCaches(await caches.keys(), keep).map((name) => caches.delete(name)));
};
