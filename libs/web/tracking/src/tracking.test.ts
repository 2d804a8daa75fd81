import { describe, expect, it, vi } from 'vitest';
import { HIT_WAITED_MS_MAX, type Hit } from '@tiles/contracts';
import { createActivityClock } from './activity-clock';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, configureApiClient } from '@tiles/api-client';
import { createTracker, QUEUE_LIMIT, startTracking } from './tracker';
import { createApiTransport } from './tracking-api';

const IDLE = 120_000;

describe('createActivityClock', () => {
  const setup = (visible = true) => {
    let time = 0;
    const clock = createActivityClock({ now: () => time, idleThresholdMs: IDLE, visible });
    return { clock, advance: (ms: number) => (time += ms) };
  };

  it('counts visible, active time', () => {
    const { clock, advance } = setup();
    advance(30_000);
    clock.activity();
    advance(30_000);
    expect(clock.take()).toBe(60_000);
    advance(10_000);
    expect(clock.take()).toBe(10_000);
  });

  it('stops counting at the idle threshold after the last activity', () => {
    const { clock, advance } = setup();
    advance(10 * 60_000);
    expect(clock.take()).toBe(IDLE);
    advance(5_000);
    expect(clock.take()).toBe(0);
    clock.activity();
    advance(5_000);
    expect(clock.take()).toBe(5_000);
  });

  it('does not count hidden time, and a return counts as activity', () => {
    const { clock, advance } = setup();
    advance(20_000);
    clock.visibility(false);
    advance(60 * 60_000);
    clock.visibility(true);
    advance(15_000);
    expect(clock.take()).toBe(35_000);
  });

  it('starts counting only when a hidden page is shown', () => {
    const { clock, advance } = setup(false);
    advance(50_000);
    expect(clock.take()).toBe(0);
    clock.visibility(true);
    advance(1_000);
    expect(clock.take()).toBe(1_000);
  });
});

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

const setupTracker = ({ online = true, failSends = false, lastWorks = true, refuse = (_hit: Hit): unknown => undefined } = {}) => {
  let time = 0;
  let id = 0;
  const sent: Hit[] = [];
  const lasts: Hit[] = [];
  const events: unknown[] = [];
  const state = { online, failSends };
  const localStorage = memoryStorage();
  const tracker = createTracker({
    transport: {
      sendHit: async (hit) => {
        if (state.failSends) throw new Error('offline');
        const refusal = refuse(hit);
        if (refusal) throw refusal;
        sent.push(hit);
      },
      sendEvent: async (event) => void events.push(event),
      sendLast: async (hit) => {
        if (!lastWorks) throw new Error('offline');
        lasts.push(hit);
      },
    },
    sessionStorage: memoryStorage(),
    localStorage,
    now: () => time,
    randomId: () => `client-id-${++id}`,
    userAgent: 'vitest',
    isOnline: () => state.online,
    visible: true,
  });
  return { tracker, sent, lasts, events, state, localStorage, advance: (ms: number) => (time += ms) };
};

describe('createTracker', () => {
  it('sends nothing for the first page, then one hit per navigation with the active time', async () => {
    const { tracker, sent, advance } = setupTracker();
    tracker.pageChanged({ path: '/it-IT' });
    expect(sent).toHaveLength(0);
    advance(42_000);
    tracker.pageChanged({ path: '/it-IT/course/session/3/1/2', course: 3, module: 1, session: 2 });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      clientId: 'client-id-2',
      ua: 'vitest',
      identity: 'client-id-1',
      origin: 'web',
      subject: { id: '/it-IT/course/session/3/1/2', meta: [{ field: 'ms', value: 42_000 }] },
      course: 3,
      module: 1,
      session: 2,
      from: { id: '/it-IT' },
    });
  });

  it('credits each review card to its course session: a new place on the same path is a new interval', async () => {
    const { tracker, sent, advance } = setupTracker();
    const review = '/it-IT/profile/user-review';
    tracker.pageChanged({ path: review });
    tracker.pageChanged({ path: review, course: 1, module: 1, session: 1 });
    advance(20_000);
    tracker.pageChanged({ path: review, course: 1, module: 1, session: 1 });
    tracker.pageChanged({ path: review, course: 2, module: 3, session: 1 });
    advance(5_000);
    tracker.pageChanged({ path: review });
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((hit) => [hit.subject.meta[0]!.value, hit.from])).toEqual([
      [0, { id: review }],
      [20_000, { id: review, course: 1, module: 1, session: 1 }],
      [5_000, { id: review, course: 2, module: 3, session: 1 }],
    ]);
  });

  it('sends the interval so far on a keepalive call when the page is hidden, and the rest later', async () => {
    const { tracker, sent, lasts, advance, localStorage } = setupTracker();
    tracker.pageChanged({ path: '/a' });
    advance(10_000);
    tracker.pageHidden();
    await vi.waitFor(() => expect(lasts).toHaveLength(1));
    // Delivered: nothing waits in the queue for the next page.
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]')).toHaveLength(0));
    expect(lasts.map((hit) => [hit.subject.id, hit.subject.meta[0]!.value])).toEqual([['/a', 10_000]]);
    advance(999_000);
    tracker.pageShown();
    advance(5_000);
    tracker.pageChanged({ path: '/b' });
    await vi.waitFor(() => expect(sent.map((hit) => hit.subject.meta[0]!.value)).toEqual([5_000]));
  });

  it('keeps hits while offline and sends them, with their own client ids, once back', async () => {
    const { tracker, sent, state, advance } = setupTracker({ online: false });
    tracker.pageChanged({ path: '/a' });
    advance(1_000);
    tracker.pageChanged({ path: '/b' });
    advance(2_000);
    tracker.pageChanged({ path: '/c' });
    expect(sent).toHaveLength(0);
    advance(4_000);
    state.online = true;
    await tracker.flushQueue();
    expect(sent.map((hit) => [hit.subject.id, hit.clientId])).toEqual([
      ['/b', 'client-id-2'],
      ['/c', 'client-id-3'],
    ]);
    // Each says how long it waited, so the server places its interval when it was spent.
    expect(sent.map((hit) => hit.subject.meta)).toEqual([
      [
        { field: 'ms', value: 1_000 },
        { field: 'waitedMs', value: 6_000 },
      ],
      [
        { field: 'ms', value: 2_000 },
        { field: 'waitedMs', value: 4_000 },
      ],
    ]);
    expect(sent.every((hit) => !('queuedAt' in hit))).toBe(true);
    await tracker.flushQueue();
    expect(sent).toHaveLength(2);
  });

  it('queues a hit whose send fails, and a last interval that could not be sent', async () => {
    const { tracker, state, sent, localStorage, advance } = setupTracker({ failSends: true, lastWorks: false });
    tracker.pageChanged({ path: '/a' });
    advance(1_000);
    tracker.pageChanged({ path: '/b' });
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]')).toHaveLength(1));
    advance(1_000);
    tracker.pageHidden();
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('tiles:tracking-queue')!)).toHaveLength(2));
    state.failSends = false;
    await tracker.flushQueue();
    expect(sent).toHaveLength(2);
  });

  it('drops a queued hit the server refuses for good (400), sends the rest, and says at most a year of waiting', async () => {
    const { tracker, sent, state, advance, localStorage } = setupTracker({
      online: false,
      // The shape every error of the api client has (see the e2e 'a hit the server refuses leaves the queue').
      refuse: (hit) =>
        hit.subject.id === '/b'
          ? { statusCode: 400, error: 'Bad Request', code: 'validation', message: 'body.subject: refused' }
          : undefined,
    });
    tracker.pageChanged({ path: '/a' });
    advance(1_000);
    tracker.pageChanged({ path: '/b' });
    advance(1_000);
    tracker.pageChanged({ path: '/c' });
    advance(2 * HIT_WAITED_MS_MAX);
    state.online = true;
    await tracker.flushQueue();
    expect(sent.map((hit) => [hit.subject.id, hit.subject.meta.find((entry) => entry.field === 'waitedMs')?.value])).toEqual([
      ['/c', HIT_WAITED_MS_MAX],
    ]);
    expect(JSON.parse(localStorage.getItem('tiles:tracking-queue')!)).toHaveLength(0);
  });

  it('keeps a queued hit answered 503 or 429: it may pass later', async () => {
    for (const statusCode of [503, 429, 408, 0]) {
      const { tracker, sent, state, advance, localStorage } = setupTracker({
        online: false,
        refuse: () => ({ statusCode, error: 'Unavailable', code: 'maintenance', message: 'later' }),
      });
      tracker.pageChanged({ path: '/a' });
      advance(1_000);
      tracker.pageChanged({ path: '/b' });
      state.online = true;
      await tracker.flushQueue();
      expect(sent).toHaveLength(0);
      expect(JSON.parse(localStorage.getItem('tiles:tracking-queue')!), String(statusCode)).toHaveLength(1);
    }
  });

  it('before a sign-in or logout, sends the time so far on the page under the session it was spent in', async () => {
    const { tracker, sent, advance } = setupTracker();
    tracker.pageChanged({ path: '/it-IT/course/session/1/1/1', course: 1, module: 1, session: 1 });
    advance(40_000);
    await tracker.sessionChanging();
    expect(sent.map((hit) => [hit.subject.id, hit.from, hit.subject.meta[0]!.value])).toEqual([
      ['/it-IT/course/session/1/1/1', { id: '/it-IT/course/session/1/1/1', course: 1, module: 1, session: 1 }, 40_000],
    ]);
    // The next page's hit counts only what came after.
    advance(5_000);
    tracker.pageChanged({ path: '/it-IT' });
    expect(sent[1]!.subject.meta[0]!.value).toBe(5_000);
  });

  it('sends nothing for a redirect: the time goes on to the page it led to', async () => {
    const { tracker, sent, advance } = setupTracker();
    tracker.pageChanged({ path: '/' });
    tracker.pageReplaced({ path: '/it-IT' });
    advance(3_000);
    tracker.pageChanged({ path: '/it-IT/logout' });
    tracker.pageReplaced({ path: '/' });
    tracker.pageReplaced({ path: '/it-IT' });
    advance(2_000);
    tracker.pageChanged({ path: '/it-IT/catalogo-corsi' });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((hit) => [hit.subject.id, hit.subject.meta[0]!.value, hit.from?.id])).toEqual([
      ['/it-IT/logout', 3_000, '/it-IT'],
      ['/it-IT/catalogo-corsi', 2_000, '/it-IT'],
    ]);
  });

  it('sends every queued hit as soon as the browser is back online, without a navigation', async () => {
    const { tracker, sent, state, advance } = setupTracker({ online: false });
    startTracking(tracker, window);
    tracker.pageChanged({ path: '/a' });
    advance(4_000);
    tracker.pageChanged({ path: '/b' });
    expect(sent).toHaveLength(0);
    state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent.map((hit) => hit.subject.meta[0]!.value)).toEqual([4_000]));
  });

  it('keeps at most QUEUE_LIMIT hits', () => {
    const { tracker, localStorage, advance } = setupTracker({ online: false });
    tracker.pageChanged({ path: '/start' });
    for (let index = 0; index < QUEUE_LIMIT + 20; index += 1) {
      advance(1_000);
      tracker.pageChanged({ path: `/p/${index}` });
    }
    const queue = JSON.parse(localStorage.getItem('tiles:tracking-queue')!);
    expect(queue).toHaveLength(QUEUE_LIMIT);
    expect(queue.at(-1).subject.id).toBe(`/p/${QUEUE_LIMIT + 19}`);
  });

  it('splits an event name into action, variant and scope', async () => {
    const { tracker, events } = setupTracker();
    tracker.track('session.completed.course', { course: 3 });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      origin: 'web',
      type: 'event',
      action: 'session',
      variant: 'completed',
      scope: 'course',
      subject: { course: 3 },
    });
  });
});

/** The one api's store, as the app makes it (the web test kit sits above this lib). */
const apiStore = () => {
  configureApiClient({
    baseUrl: 'http://tiles.test/',
    requestContext: () => ({ siteId: 'tiles', localeCode: 'en-GB' }),
    sleep: async () => undefined,
  });
  return configureStore({ reducer: combineSlices(api), middleware: (getDefault) => getDefault().concat(api.middleware) });
};

describe('the tracker over the real api transport', () => {
  it('lets a hit the server answers 400 leave the queue, and sends the ones behind it', async () => {
    const answered: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const hit = (await request.json()) as Hit;
      answered.push(hit.subject.id);
      return hit.subject.id === '/refused'
        ? new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', code: 'validation', message: 'body.subject.id: refused' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(null, { status: 202 });
    });
    try {
      const localStorage = memoryStorage();
      let online = false;
      let time = 0;
      const tracker = createTracker({
        transport: createApiTransport(apiStore()),
        sessionStorage: memoryStorage(),
        localStorage,
        userAgent: 'test',
        now: () => time,
        isOnline: () => online,
        visible: true,
      });
      tracker.pageChanged({ path: '/a' });
      for (const path of ['/refused', '/b', '/c']) {
        time += 1_000;
        tracker.pageChanged({ path });
      }
      online = true;
      await tracker.flushQueue();
      expect(answered).toEqual(['/refused', '/b', '/c']);
      expect(JSON.parse(localStorage.getItem('tiles:tracking-queue')!)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a queued hit belongs to the learner who made it', () => {
  it('waits while another learner (or nobody) is signed in, and goes out when she is back', async () => {
    const sent: Hit[] = [];
    let online = false;
    let signedIn: string | null = 'ada';
    let time = 0;
    const localStorage = memoryStorage();
    const tracker = createTracker({
      transport: { sendHit: async (hit) => void sent.push(hit), sendEvent: async () => undefined, sendLast: async () => undefined },
      sessionStorage: memoryStorage(),
      localStorage,
      userAgent: 'test',
      now: () => time,
      isOnline: () => online,
      visible: true,
      learner: () => signedIn,
    });
    tracker.pageChanged({ path: '/a' });
    time += 60_000;
    tracker.pageChanged({ path: '/b' });
    // Her session ends while offline (closed elsewhere); back online, nobody is signed in: her hit waits.
    signedIn = null;
    online = true;
    await tracker.flushQueue();
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem('tiles:tracking-queue')!)).toHaveLength(1);
    signedIn = 'ada';
    await tracker.flushQueue();
    expect(sent.map((hit) => [hit.subject.id, hit.subject.meta[0]!.value, 'learner' in hit])).toEqual([['/b', 60_000, false]]);
  });
});
