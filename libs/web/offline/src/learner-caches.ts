import { offlineCacheName, pagesCacheName, PER_LEARNER_CACHE_PREFIXES, VISITOR_CACHE_KEY } from '@tiles/contracts';

const supported = () => typeof caches !== 'undefined';

/** Deletes every learner's kept pages and courses but `keep`'s (logout, another learner on this browser). */
export const dropOtherLearnersCaches = async (keep: string | null) => {
  if (!supported()) return;
  const spared = [pagesCacheName(VISITOR_CACHE_KEY), ...(keep ? [pagesCacheName(keep), offlineCacheName(keep)] : [])];
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => PER_LEARNER_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !spared.includes(name))
      .map((name) => caches.delete(name)),
  );
};
