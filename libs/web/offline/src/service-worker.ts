/**
 * The service worker (built by the web app's Vite config into /sw.js, with the list of files Workbox precaches).
 *
 * - The built assets are precached and served cache-first by their hashed names; a new build's worker waits until
 *   no page of the old one is open, so a page never mixes old and new chunks (the new build itself takes over at
 *   the next full navigation, whose HTML comes from the network and names the new assets).
 * - Pages are network-first; each one the server answers is kept in the cache of the learner it was for (the key
 *   in its OFFLINE_CACHE_KEY_HEADER), the fallback when the network is gone.
 * - Api answers are never kept here: only what the learner chose to keep offline (the page stores it in their
 *   offline cache) answers when the network is gone, and only for the learner signed in now; beside kept courses,
 *   the last answers of her review and of her groups (her due dates).
 * - The page says who is signed in; every other learner's caches are deleted (logout, another learner). Before
 *   serving a kept copy the worker also checks the session's presence mark: a session that ended without a page
 *   of the app saying so (a logout sent straight to the api, an expired or cleared cookie, a session closed from
 *   elsewhere) leaves the learner's copies unservable, and they are deleted.
 * - Push messages become system notifications, and a click opens their link (service-worker-push.ts).
 */
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  OFFLINE_CACHE_KEY_HEADER,
  operationUrl,
  paths,
  offlineCacheName,
  otherLearnersCaches,
  pagesCacheName,
  SESSION_PRESENCE_COOKIE,
  VISITOR_CACHE_KEY,
  type ServiceWorkerMessage,
} from '@tiles/contracts';
import { groupOperations } from '@tiles/contracts-groups';
import { practiceOperations } from '@tiles/contracts-practice';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { handlePush } from './service-worker-push';

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
handlePush(self as unknown as Parameters<typeof handlePush>[0]);
cleanupOutdatedCaches();

// The first worker controls the pages already open (nothing of an older worker to mix with).
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

/**
 * The session's presence mark (SESSION_PRESENCE_COOKIE), read from the browser's cookies: null when there is none
 * (a logout, an expired or cleared cookie, a session the server said had ended); undefined where the browser gives
 * a worker no cookies to read (then the page's word alone decides).
 */
type CookieReader = { get(name: string): Promise<{ value: string } | null | undefined> };
const presenceMark = async (): Promise<string | null | undefined> => {
  const cookies = (self as unknown as { cookieStore?: CookieReader }).cookieStore;
  if (!cookies) return undefined;
  try {
    return (await cookies.get(SESSION_PRESENCE_COOKIE))?.value || null;
  } catch {
    return undefined;
  }
};

/** Who is signed in, and the session whose pages were kept for them: kept across the worker's restarts. */
type Current = { key: string | null; mark: string | null | undefined };
let current: Current | undefined;
const readCurrent = async (): Promise<Current> => {
  if (current) return current;
  const stored = await (await caches.open(META_CACHE)).match(CURRENT_KEY_URL);
  const text = stored ? await stored.text() : '';
  try {
    current = text.startsWith('{') ? (JSON.parse(text) as Current) : { key: text || null, mark: undefined };
  } catch {
    current = { key: null, mark: undefined };
  }
  return current;
};

/** Deletes every learner's caches but `keep`'s (the visitors' pages are everyone's and stay). */
const dropOtherLearners = async (keep: string | null) => {
  await Promise.all(otherLearnersCaches(await caches.keys(), keep).map((name) => caches.delete(name)));
};

/** `key` is signed in now, in the session the browser's presence mark names; every other learner's caches go. */
const setCurrentKey = async (key: string | null) => {
  const before = await readCurrent();
  const mark = key ? await presenceMark() : null;
  if (key === before.key && mark === before.mark) return;
  current = { key, mark };
  await (await caches.open(META_CACHE)).put(CURRENT_KEY_URL, new Response(JSON.stringify(current)));
  if (key !== before.key) await dropOtherLearners(key);
};

/**
 * Whose kept copies may be served now: the learner signed in, as long as the session their pages were kept in is
 * still the browser's. A session that ended any other way than in a page of the app (a logout sent straight to
 * the api, a cookie that expired or was cleared, a session closed from elsewhere) leaves no presence mark, or
 * another one: the learner's pages and courses are deleted before anything is served.
 */
const servableKey = async () => {
  const { key, mark } = await readCurrent();
  if (!key) return null;
  const now = await presenceMark();
  // No mark at all is no session: a page kept after the cookie went (its answer still on its way) recorded the
  // learner with no mark, and must not make "no mark" look like her session.
  if (now === undefined || (now !== null && (mark === undefined || now === mark))) return key;
  await setCurrentKey(null);
  return null;
};

worker.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type !== 'session') return;
  const client = (event as ExtendableEvent & { source?: { url?: string } | null }).source;
  const locale = client?.url ? localeOf(new URL(client.url)) : DEFAULT_LOCALE;
  // Who is signed in now, then the offline page as they would see it (online now: a page just told us).
  event.waitUntil(setCurrentKey(message.cacheKey).then(() => keepOfflinePage(locale).catch(() => undefined)));
});

/** The interface texts' documents: everyone's, each address always the same texts (its version is their hash). */
const TEXTS_CACHE = 'tiles-texts';
/** Versions kept: a few locales, and the one before the last change of each. */
const KEPT_TEXTS = 8;

/** Keeps a texts document (a response, or fetched: the browser's cache has it after the page loaded it). */
const keepTexts = async (request: Request, response?: Response) => {
  const cache = await caches.open(TEXTS_CACHE);
  if (await cache.match(request, { ignoreVary: true })) return;
  const answer = response ?? (await fetch(request));
  if (!answer.ok) return;
  await cache.put(request, answer);
  const all = await cache.keys();
  await Promise.all(all.slice(0, Math.max(0, all.length - KEPT_TEXTS)).map((old) => cache.delete(old)));
};

/** The texts document a page names (its head preloads it): kept with the page, so the page opens offline with its words. */
const TEXTS_LINK = /<link rel="preload" href="(\/texts\/[^"]+)" as="fetch"/;
const keepTextsOf = async (page: Response) => {
  const address = TEXTS_LINK.exec(await page.text())?.[1];
  if (address) await keepTexts(new Request(new URL(address, worker.location.origin).toString(), { credentials: 'same-origin' }));
};

const keepPage = async (request: Request, response: Response) => {
  const key = response.headers.get(OFFLINE_CACHE_KEY_HEADER);
  if (!key || !response.ok) return;
  // A page for someone else than the learner the worker knows (a sign-in in another tab), or in a new session.
  if (key !== VISITOR_CACHE_KEY) await setCurrentKey(key);
  const cache = await caches.open(pagesCacheName(key));
  // Its texts too (a page kept without them could not open offline); a failure there keeps the page all the same.
  await Promise.all([cache.put(request, response.clone()), keepTextsOf(response).catch(() => undefined)]);
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_KEPT_PAGES)).map((old) => cache.delete(old)));
};

/** What this browser kept for the learner signed in now (and, for pages, everyone's visitor pages). */
const keptFor = async (request: Request, withPages: boolean, ignoreSearch = false) => {
  const key = await servableKey();
  const names = [
    ...(key ? [offlineCacheName(key)] : []),
    ...(withPages ? [...(key ? [pagesCacheName(key)] : []), pagesCacheName(VISITOR_CACHE_KEY)] : []),
  ];
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const found = await (await caches.open(name)).match(request, { ignoreVary: true, ignoreSearch });
    if (found) return found;
  }
  return undefined;
};

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

/** The locale a path is in (its first segment), else the site's default. */
const localeOf = (url: URL) => {
  const first = url.pathname.split('/')[1] ?? '';
  return isLocaleCode(first) ? first : DEFAULT_LOCALE;
};

/** How long a kept offline page is good for before a page of the app being open refreshes it. */
const OFFLINE_PAGE_REFRESH_MS = 60 * 60 * 1000;

/**
 * The app's offline page of a locale, kept for whoever is signed in (their own copy: it lists their courses):
 * fetched while a page of the app is open, when missing or older than an hour, so it costs the server little.
 */
const keepOfflinePage = async (locale: string) => {
  const request = new Request(new URL(paths.offlineFallback(locale), worker.location.origin).toString(), { credentials: 'same-origin' });
  const key = (await readCurrent()).key ?? VISITOR_CACHE_KEY;
  const kept = await (await caches.open(pagesCacheName(key))).match(request, { ignoreVary: true, ignoreSearch: true });
  const keptAt = kept ? Date.parse(kept.headers.get('date') ?? '') : Number.NaN;
  if (kept && Date.now() - keptAt < OFFLINE_PAGE_REFRESH_MS) return;
  await keepPage(request, await fetch(request));
};

// Pages: the network first; kept for the learner they were for; the kept copy when the network is gone; and when
// there is none, the app's own offline page (never the browser's "This site can't be reached").
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, event, url }) => {
    try {
      const response = await fetch(request);
      (event as ExtendableEvent).waitUntil(keepPage(request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = await keptFor(request, true);
      if (kept) return kept;
      const offlinePage = paths.offlineFallback(localeOf(url));
      if (url.pathname === offlinePage) {
        const keptOfflinePage = await keptFor(new Request(new URL(offlinePage, url.origin).toString()), true, true);
        if (keptOfflinePage) return keptOfflinePage;
        throw error;
      }
      return Response.redirect(new URL(paths.offlineFallback(localeOf(url), `${url.pathname}${url.search}`), url.origin).toString(), 302);
    }
  },
);

// Texts: from the cache when kept (for good: an address never changes what it holds), else the network, then kept.
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/texts/'),
  async ({ request, event }) => {
    const kept = await (await caches.open(TEXTS_CACHE)).match(request, { ignoreVary: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) (event as ExtendableEvent).waitUntil(keepTexts(request, response.clone()).catch(() => undefined));
    return response;
  },
);

/**
 * Api answers whose last copy is kept for a learner who keeps courses: her review (to review offline) and her
 * groups (the work due and its dates, on her home and her kept courses' pages).
 */
const KEPT_BESIDE_COURSES: ReadonlySet<string> = new Set([
  `/${operationUrl(practiceOperations.getReview, {})}`,
  `/${operationUrl(groupOperations.listGroups, {})}`,
]);

/** An answer kept beside the learner's kept courses (and only if she keeps any). */
const keepBesideCourses = async (request: Request, response: Response) => {
  const key = await servableKey();
  if (!key || !response.ok || !(await caches.has(offlineCacheName(key)))) return;
  await (await caches.open(offlineCacheName(key))).put(request, response);
};

// Api answers and files (materials, videos, covers): the network; what the learner kept offline when it is gone.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && request.mode !== 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/socket.io'),
  async ({ request, url, event }) => {
    try {
      const response = await fetch(request);
      if (KEPT_BESIDE_COURSES.has(url.pathname))
        (event as ExtendableEvent).waitUntil(keepBesideCourses(request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = await keptFor(request, false);
      if (kept) return kept;
      throw error;
    }
  },
);
