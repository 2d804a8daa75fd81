/**
 * The service worker (built by the web app's Vite config into /sw.js, with the list of files Workbox precaches).
 *
 * - The built assets are precached and served cache-first by their hashed names; a new build's worker waits until
 *   no page of the old one is open, so a page never mixes old and new chunks (the new build itself takes over at
 *   the next full navigation, whose HTML comes from the network and names the new assets).
 * - Pages are network-first; each one the server answers is kept in the cache of the learner it was for (the key
 *   in its OFFLINE_CACHE_KEY_HEADER), the fallback when the network is gone.
 * - Api answers are never kept here: only what the learner chose to keep offline (the page stores it in their
 *   offline cache) answers when the network is gone, and only for the learner signed in now.
 * - The page says who is signed in; every other learner's caches are deleted (logout, another learner).
 */
import {
  OFFLINE_CACHE_KEY_HEADER,
  offlineCacheName,
  otherLearnersCaches,
  pagesCacheName,
  VISITOR_CACHE_KEY,
  type ServiceWorkerMessage,
} from '@tiles/contracts';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** What to precache, with each file's revision: put in by the web build (apps/web/vite.config.ts). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
};
const worker = self as unknown as WorkerScope;

/** How many pages a learner's fallback keeps (the oldest go first): enough for a journey, bounded. */
const MAX_KEPT_PAGES = 60;
const META_CACHE = 'tiles-meta';
const CURRENT_KEY_URL = '/__tiles/current-cache-key';

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

// The first worker controls the pages already open (nothing of an older worker to mix with).
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// Who is signed in, kept across the worker's restarts (it is stopped when idle).
let currentKey: string | null | undefined;
const readCurrentKey = async (): Promise<string | null> => {
  if (currentKey !== undefined) return currentKey;
  const stored = await (await caches.open(META_CACHE)).match(CURRENT_KEY_URL);
  currentKey = stored ? (await stored.text()) || null : null;
  return currentKey;
};

/** Deletes every learner's caches but `keep`'s (the visitors' pages are everyone's and stay). */
const dropOtherLearners = async (keep: string | null) => {
  await Promise.all(otherLearnersCaches(await caches.keys(), keep).map((name) => caches.delete(name)));
};

const setCurrentKey = async (key: string | null) => {
  if (key === (await readCurrentKey())) return;
  currentKey = key;
  await (await caches.open(META_CACHE)).put(CURRENT_KEY_URL, new Response(key ?? ''));
  await dropOtherLearners(key);
};

worker.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'session') event.waitUntil(setCurrentKey(message.cacheKey));
});

const keepPage = async (request: Request, response: Response) => {
  const key = response.headers.get(OFFLINE_CACHE_KEY_HEADER);
  if (!key || !response.ok) return;
  // A page for someone else than the learner the worker knows: the session changed (a sign-in in another tab).
  if (key !== VISITOR_CACHE_KEY && key !== (await readCurrentKey())) await setCurrentKey(key);
  const cache = await caches.open(pagesCacheName(key));
  await cache.put(request, response);
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_KEPT_PAGES)).map((old) => cache.delete(old)));
};

/** What this browser kept for the learner signed in now (and, for pages, everyone's visitor pages). */
const keptFor = async (request: Request, withPages: boolean) => {
  const key = await readCurrentKey();
  const names = [
    ...(key ? [offlineCacheName(key)] : []),
    ...(withPages ? [...(key ? [pagesCacheName(key)] : []), pagesCacheName(VISITOR_CACHE_KEY)] : []),
  ];
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const found = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
};

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

// Pages: the network first; kept for the learner they were for; the kept copy when the network is gone.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      (event as ExtendableEvent).waitUntil(keepPage(request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = await keptFor(request, true);
      if (kept) return kept;
      throw error;
    }
  },
);

// Api answers and files (materials, videos, covers): the network; what the learner kept offline when it is gone.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && request.mode !== 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/socket.io'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await keptFor(request, false);
      if (kept) return kept;
      throw error;
    }
  },
);
