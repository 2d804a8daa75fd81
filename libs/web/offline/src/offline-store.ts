import { answerReader } from '@tiles/api-client';
import { OFFLINE_COPY_HEADER, offlineCacheName, operationUrl, paths } from '@tiles/contracts';
import { lmsOperations } from '@tiles/contracts-courses';

/** One course kept for offline study, as the list page shows it. */
export type OfflineCourse = {
  course: number;
  title: string;
  slug: string;
  locale: string;
  sessions: number;
  bytes: number;
  storedAt: string;
  urls: string[];
};

/** Why keeping a course failed: the browser's storage is full, it has none, or an answer did not come. */
export class OfflineStoreError extends Error {
  constructor(
    readonly reason: 'quota' | 'unsupported' | 'network',
    message: string,
  ) {
    super(message);
  }
}

/** What the learner may keep in all (their share of the browser's quota, whichever is smaller). */
export const OFFLINE_BUDGET_BYTES = 500 * 1024 * 1024;
const INDEX_URL = '/__tiles/offline-index';

const readCourse = answerReader(lmsOperations.getCourse);
const readSession = answerReader(lmsOperations.getSession);

const supported = () => typeof caches !== 'undefined';
const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

const readIndex = async (cache: Cache): Promise<OfflineCourse[]> => {
  const stored = await cache.match(INDEX_URL);
  return stored ? ((await stored.json()) as OfflineCourse[]) : [];
};
const writeIndex = (cache: Cache, courses: OfflineCourse[]) =>
  cache.put(INDEX_URL, new Response(JSON.stringify(courses), { headers: { 'content-type': 'application/json' } }));

/** The courses this browser keeps for the learner (`cacheKey`: their id), newest first. */
export const listOfflineCourses = async (cacheKey: string): Promise<OfflineCourse[]> => {
  if (!supported() || !(await caches.has(offlineCacheName(cacheKey)))) return [];
  return readIndex(await caches.open(offlineCacheName(cacheKey)));
};

/** How much of the browser's storage this site uses, and what it may use (undefined where the browser will not say). */
export const storageUsage = async (): Promise<{ used: number; quota: number } | undefined> => {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined) return undefined;
  return { used: estimate.usage ?? 0, quota: Math.min(estimate.quota, OFFLINE_BUDGET_BYTES) };
};

const removeUrls = async (cache: Cache, urls: readonly string[], keep: ReadonlySet<string>) => {
  await Promise.all(urls.filter((url) => !keep.has(url)).map((url) => cache.delete(url, { ignoreVary: true })));
};

/** Deletes one kept course (what another kept course also uses stays). */
export const removeOfflineCourse = async (cacheKey: string, course: number) => {
  if (!supported()) return;
  const cache = await caches.open(offlineCacheName(cacheKey));
  const courses = await readIndex(cache);
  const removed = courses.find((entry) => entry.course === course);
  const rest = courses.filter((entry) => entry.course !== course);
  if (removed) await removeUrls(cache, removed.urls, new Set(rest.flatMap((entry) => entry.urls)));
  await writeIndex(cache, rest);
};

export type StoreCourseInput = {
  cacheKey: string;
  course: number;
  locale: string;
  /** The headers every api call carries (site, locale, tokens). */
  apiHeaders: Headers;
  withVideos: boolean;
  onProgress?: (done: number, total: number) => void;
};

const fetchOk = async (url: string, init: RequestInit) => {
  const response = await fetch(url, { credentials: 'same-origin', ...init }).catch(() => undefined);
  if (!response?.ok) throw new OfflineStoreError('network', `${url}: ${response ? response.status : 'no answer'}`);
  return response;
};

/**
 * Keeps a course for offline study: its page and its api answer, every session's page and answer, their
 * materials, and (when asked) their videos, in the learner's offline cache, where the service worker finds them
 * when the network is gone. All or nothing: a failure removes what this attempt stored. Refuses beyond the budget.
 */
export const storeCourseOffline = async ({ cacheKey, course, locale, apiHeaders, withVideos, onProgress }: StoreCourseInput) => {
  if (!supported()) throw new OfflineStoreError('unsupported', 'no Cache Storage');
  apiHeaders.set(OFFLINE_COPY_HEADER, '1');
  const api = (url: string) => fetchOk(url, { headers: apiHeaders });
  const courseUrl = `/${operationUrl(lmsOperations.getCourse, { course })}`;
  const detail = await readCourse(await (await api(courseUrl)).clone().json());
  const positions = detail.modules.flatMap((module) =>
    module.sessions.map((session) => ({ module: module.number, session: session.number })),
  );
  const sessionApiUrl = (position: { module: number; session: number }) =>
    `/${operationUrl(lmsOperations.getSession, { course, ...position })}`;

  const cache = await caches.open(offlineCacheName(cacheKey));
  const before = await readIndex(cache);
  const alreadyKept = new Set(before.flatMap((entry) => entry.urls));
  const stored: string[] = [];
  let bytes = 0;
  const keep = async (url: string, response: Response) => {
    const body = await response.clone().blob();
    bytes += body.size;
    const usage = await storageUsage();
    if (usage && usage.used + body.size > usage.quota) throw new OfflineStoreError('quota', 'over the offline budget');
    await cache.put(url, response);
    stored.push(url);
  };

  try {
    const sessionAnswers = await Promise.all(positions.map(async (position) => [position, await api(sessionApiUrl(position))] as const));
    const files = new Set<string>();
    for (const [, response] of sessionAnswers) {
      const { session } = await readSession(await response.clone().json());
      for (const material of session.materials) files.add(material.url);
      if (withVideos && session.video) files.add(session.video.src);
    }
    const pages = [
      paths.course(locale, { _id: course, slug: detail.slug }),
      ...positions.map((position) => paths.session(locale, course, position)),
    ];
    const total = 1 + sessionAnswers.length + pages.length + files.size;
    let done = 0;
    const step = () => onProgress?.((done += 1), total);
    await keep(courseUrl, await api(courseUrl));
    step();
    for (const [position, response] of sessionAnswers) {
      await keep(sessionApiUrl(position), response);
      step();
    }
    for (const page of pages) {
      const response = await fetchOk(page, { headers: { accept: 'text/html', [OFFLINE_COPY_HEADER]: '1' } });
      // The course page is reached with its slug and without (`/course/2`): both addresses open it offline.
      if (page === pages[0]) await keep(paths.course(locale, { _id: course }), response.clone());
      await keep(page, response);
      step();
    }
    for (const file of files) {
      await keep(file, await fetchOk(file, {}));
      step();
    }
    const entry: OfflineCourse = {
      course,
      title: detail.title,
      slug: detail.slug,
      locale,
      sessions: positions.length,
      bytes,
      storedAt: new Date().toISOString(),
      urls: stored,
    };
    await writeIndex(cache, [entry, ...before.filter((kept) => kept.course !== course)]);
    return entry;
  } catch (error) {
    await removeUrls(cache, stored, alreadyKept);
    if (error instanceof OfflineStoreError) throw error;
    if (isQuotaError(error)) throw new OfflineStoreError('quota', 'the browser refused to store more');
    throw new OfflineStoreError('network', error instanceof Error ? error.message : String(error));
  }
};
