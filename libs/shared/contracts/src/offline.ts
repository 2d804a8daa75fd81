/**
 * What the page and the service worker agree on for studying offline: the caches are per learner (named by the key
 * the server sends with each page), never shared between two learners of one browser.
 */
export const OFFLINE_CACHE_KEY_HEADER = 'tiles-cache-key';
/** The key of pages served to nobody signed in: everyone's, so kept under one name. */
export const VISITOR_CACHE_KEY = 'visitor';
/** Pages the learner has opened: the fallback when the network is gone. */
export const pagesCacheName = (key: string) => `tiles-pages-${key}`;
/** What the learner chose to keep ("available offline"): course pages, their sessions, materials. */
export const offlineCacheName = (key: string) => `tiles-offline-${key}`;
/** Every per-learner cache name starts with one of these. */
export const PER_LEARNER_CACHE_PREFIXES = ['tiles-pages-', 'tiles-offline-'] as const;

/** Of these cache names, the ones to delete when `keep` (null: nobody) is signed in: every other learner's. Visitors' pages are everyone's and stay. */
export const otherLearnersCaches = (names: readonly string[], keep: string | null) => {
  const spared = [pagesCacheName(VISITOR_CACHE_KEY), ...(keep ? [pagesCacheName(keep), offlineCacheName(keep)] : [])];
  return names.filter((name) => PER_LEARNER_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !spared.includes(name));
};
export const SERVICE_WORKER_URL = '/sw.js';
/** On a request that copies a page or answer for offline study: reading it is not opening it (no resume point moves). */
export const OFFLINE_COPY_HEADER = 'tiles-offline-copy';
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/** The page tells its service worker who is signed in now (null: nobody); the worker drops every other learner's caches. */
export type ServiceWorkerMessage = { type: 'session'; cacheKey: string | null };

/** The site's brand colours, for the web's theme and the installed app's manifest. */
export const BRAND_COLOURS = { primary: '#1a56b0', background: '#fbfaf7' } as const;
