import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineCacheName } from '@tiles/contracts';
import { dropOtherLearnersCaches } from './learner-caches';
import { listOfflineCourses, OfflineStoreError, removeOfflineCourse, storeCourseOffline } from './offline-store';

/** Cache Storage as browsers have it (jsdom has none), in memory; `full` makes puts fail as a full quota does. */
const memoryCaches = (options: { fullAfter?: number } = {}) => {
  const stores = new Map<string, Map<string, Response>>();
  let puts = 0;
  const keyOf = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), 'http://tiles.test').pathname;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        puts += 1;
        if (options.fullAfter !== undefined && puts > options.fullAfter) throw new DOMException('full', 'QuotaExceededError');
        store.set(keyOf(request), response);
      },
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
      keys: async () => [...store.keys()].map((path) => new Request(`http://tiles.test${path}`)),
    };
  };
  vi.stubGlobal('caches', {
    open,
    has: async (name: string) => stores.has(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  });
  return stores;
};

const course = {
  _id: 2,
  slug: 'rinascimento',
  title: 'Il Rinascimento',
  description: '',
  cover: '/covers/x.svg',
  category: { _id: 'c', slug: 'storia', name: 'Storia' },
  duration: '0h 10m 0s',
  sessionDurations: ['PT5M', 'PT5M'],
  expiresAt: null,
  expired: false,
  published: true,
  progress: null,
  modules: [
    { number: 1, title: 'Uno', sessions: [1, 2].map((number) => ({ number, title: `S${number}`, duration: 'PT5M', completed: false })) },
  ],
  rows: [],
  practice: null,
};
const session = (number: number) => ({
  course: { _id: 2, slug: 'rinascimento', title: 'Il Rinascimento' },
  module: { number: 1, title: 'Uno' },
  session: {
    number,
    title: `S${number}`,
    duration: 'PT5M',
    content: [],
    video: null,
    materials: number === 2 ? [{ _id: 'm', title: 'Scheda', url: '/api/lms/materials/m', fileName: 'scheda.txt' }] : [],
  },
  questions: [],
  previous: null,
  next: null,
  completed: false,
  xp: null,
  progress: null,
});

/** The api and the pages as the server answers them; every fetched path is listed. */
const serve = () => {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://tiles.test').pathname;
    fetched.push(path);
    const json = (outcome: unknown) => new Response(JSON.stringify({ outcome }), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/lms/courses/2') return json(course);
    const found = /sessions\/(\d)$/.exec(path);
    if (found) return json(session(Number(found[1])));
    return new Response(`<html>${path}</html>`, { headers: { 'content-type': 'text/html' } });
  });
  return fetched;
};

const input = { cacheKey: 'ada', course: 2, locale: 'it-IT', apiHeaders: new Headers(), withVideos: false };

afterEach(() => vi.unstubAllGlobals());

describe('keeping a course offline', () => {
  it('stores its answer, its pages (with and without the slug), its sessions and their materials, and lists it', async () => {
    const stores = memoryCaches();
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 0, quota: 10_000_000 }) } });
    serve();
    const progress: number[] = [];
    const kept = await storeCourseOffline({ ...input, onProgress: (done) => progress.push(done) });
    expect([...stores.get(offlineCacheName('ada'))!.keys()].sort()).toEqual(
      [
        '/__tiles/offline-index',
        '/api/lms/courses/2',
        '/api/lms/courses/2/modules/1/sessions/1',
        '/api/lms/courses/2/modules/1/sessions/2',
        '/api/lms/materials/m',
        '/it-IT/course/2',
        '/it-IT/course/2/rinascimento',
        '/it-IT/course/session/2/1/1',
        '/it-IT/course/session/2/1/2',
      ].sort(),
    );
    expect(progress.at(-1)).toBe(7);
    expect(kept).toMatchObject({ course: 2, title: 'Il Rinascimento', sessions: 2 });
    expect(kept.bytes).toBeGreaterThan(0);
    expect((await listOfflineCourses('ada')).map((entry) => entry.course)).toEqual([2]);

    await removeOfflineCourse('ada', 2);
    expect(await listOfflineCourses('ada')).toEqual([]);
    expect([...stores.get(offlineCacheName('ada'))!.keys()]).toEqual(['/__tiles/offline-index']);
  });

  it('says the storage is full, and leaves nothing half-stored', async () => {
    const stores = memoryCaches({ fullAfter: 3 });
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 0, quota: 10_000_000 }) } });
    serve();
    const failure = await storeCourseOffline(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OfflineStoreError);
    expect((failure as OfflineStoreError).reason).toBe('quota');
    expect([...(stores.get(offlineCacheName('ada'))?.keys() ?? [])]).toEqual([]);
    expect(await listOfflineCourses('ada')).toEqual([]);
  });

  it('refuses beyond what the browser lets this site keep', async () => {
    memoryCaches();
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 999_990, quota: 1_000_000 }) } });
    serve();
    await expect(storeCourseOffline(input)).rejects.toMatchObject({ reason: 'quota' });
  });

  it('forgets every other learner at a session change, and keeps the visitors’ pages', async () => {
    const stores = memoryCaches();
    for (const name of ['tiles-pages-ada', 'tiles-offline-ada', 'tiles-pages-alan', 'tiles-offline-alan', 'tiles-pages-visitor', 'other'])
      await caches.open(name);
    await dropOtherLearnersCaches('alan');
    expect([...stores.keys()].sort()).toEqual(['other', 'tiles-offline-alan', 'tiles-pages-alan', 'tiles-pages-visitor']);
    await dropOtherLearnersCaches(null);
    expect([...stores.keys()].sort()).toEqual(['other', 'tiles-pages-visitor']);
  });
});
