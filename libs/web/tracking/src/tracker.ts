import { HIT_WAITED_MS_MAX, IDLE_THRESHOLD_MS, type BehaviourEvent, type Hit } from '@tiles/contracts';
import { isRefusedForGood } from '@tiles/api-client';
import { createActivityClock } from './activity-clock';

import type { PageView } from '@tiles/routing';

export type { PageView };

export type TrackingTransport = {
  sendHit: (hit: Hit) => Promise<unknown>;
  sendEvent: (event: BehaviourEvent) => Promise<unknown>;
  /** The page's last interval, on a request that outlives the page (a keepalive fetch). */
  sendLast: (hit: Hit) => Promise<unknown>;
};

export type Tracker = {
  pageChanged: (page: PageView) => void;
  /** A redirect replaced the page (no navigation of the learner's): no hit, the time goes on to the new page. */
  pageReplaced: (page: PageView) => void;
  pageHidden: () => void;
  pageShown: () => void;
  activity: () => void;
  /**
   * The signed-in learner is about to change (sign-in, logout): the time so far on this page, and any hit still
   * queued, go out under the session it was spent in. Resolves once the server took them (or they wait queued).
   */
  sessionChanging: () => Promise<void>;
  track: (name: string, subject?: BehaviourEvent['subject']) => void;
  flushQueue: () => Promise<void>;
  identity: string;
};

const IDENTITY_KEY = 'tiles:tracking-identity';
const QUEUE_KEY = 'tiles:tracking-queue';
/** Enough for a long offline stretch of navigation; the oldest hits go first beyond it. */
export const QUEUE_LIMIT = 200;

export type TrackerOptions = {
  transport: TrackingTransport;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  randomId?: () => string;
  userAgent: string;
  isOnline?: () => boolean;
  visible: boolean;
  idleThresholdMs?: number;
  /**
   * Who is signed in now (null: nobody; undefined: not known yet). A queued hit waits for the learner it was made
   * by: sent under another session (hers ended while it waited), it would be credited to someone else or no one.
   */
  learner?: () => string | null | undefined;
};

/** The tracking service: page-view hits with active time, the last interval on a keepalive call, an offline queue, events. */
export const createTracker = (options: TrackerOptions): Tracker => {
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  const isOnline = options.isOnline ?? (() => true);
  let identity = options.sessionStorage.getItem(IDENTITY_KEY);
  if (!identity) {
    identity = randomId();
    options.sessionStorage.setItem(IDENTITY_KEY, identity);
  }
  const clock = createActivityClock({ now, idleThresholdMs: options.idleThresholdMs ?? IDLE_THRESHOLD_MS, visible: options.visible });
  let current: PageView | null = null;
  let hidden = !options.visible;

  const learner = options.learner ?? (() => undefined);
  /** A hit waiting for the network, with when it was made (this browser's clock) and by whom. */
  type QueuedHit = Hit & { queuedAt?: number; learner?: string | null };
  const readQueue = (): QueuedHit[] => {
    try {
      return JSON.parse(options.localStorage.getItem(QUEUE_KEY) ?? '[]') as QueuedHit[];
    } catch {
      return [];
    }
  };
  const writeQueue = (queue: QueuedHit[]) => options.localStorage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-QUEUE_LIMIT)));
  const enqueue = (hit: Hit, madeAt = now(), madeBy = learner()) =>
    writeQueue([...readQueue(), { ...hit, queuedAt: madeAt, ...(madeBy === undefined ? {} : { learner: madeBy }) }]);
  /** A queued hit goes out only under the session of the learner who made it (an untagged one with anyone's). */
  const sendableNow = (queued: QueuedHit) => queued.learner === undefined || queued.learner === learner();
  /**
   * A queued hit as it goes out: with how long it waited (`waitedMs`), so the server places its interval when it
   * was spent, not when the network came back.
   */
  const outgoing = ({ queuedAt, learner: _madeBy, ...hit }: QueuedHit): Hit => {
    // A queue kept for over a year (or a clock that jumped) says the longest wait the server takes.
    const waited = queuedAt === undefined ? 0 : Math.min(HIT_WAITED_MS_MAX, Math.max(0, Math.round(now() - queuedAt)));
    const meta = hit.subject.meta.filter((entry) => entry.field !== 'waitedMs');
    return waited > 0 ? { ...hit, subject: { ...hit.subject, meta: [...meta, { field: 'waitedMs', value: waited }] } } : hit;
  };

  const positionOf = (page: PageView) => ({
    ...(page.course ? { course: page.course } : {}),
    ...(page.module ? { module: page.module } : {}),
    ...(page.session ? { session: page.session } : {}),
  });
  const hitFor = (page: PageView, ms: number, from: PageView | null): Hit => ({
    clientId: randomId(),
    ua: options.userAgent.slice(0, 512),
    identity: identity!,
    origin: 'web',
    subject: { id: page.path, meta: [{ field: 'ms', value: ms }] },
    ...positionOf(page),
    ...(from ? { from: { id: from.path, ...positionOf(from) } } : {}),
  });

  let flushing: Promise<void> | null = null;
  const drainQueue = async () => {
    try {
      let next = readQueue().find(sendableNow);
      while (next && isOnline()) {
        const sending = next;
        // A hit the server refuses for what it holds would be refused again: it leaves the queue, not blocks it.
        await options.transport.sendHit(outgoing(sending)).catch((error: unknown) => {
          if (!isRefusedForGood(error)) throw error;
        });
        const queue = readQueue().filter((queued) => queued.clientId !== sending.clientId);
        writeQueue(queue);
        next = queue.find(sendableNow);
      }
    } catch {
      // Still offline or failing: the queue waits for the next chance.
    }
  };
  let flushAgain = false;
  const flushQueue = () => {
    if (flushing) {
      // A flush asked for during another (the browser came back online meanwhile) gets a pass of its own.
      flushAgain = true;
      return flushing;
    }
    // Cleared in a later microtask, after the assignment: a drain that ends at once (an empty queue) must not
    // leave a settled promise behind that every later flush would return without sending anything.
    flushing = (async () => {
      do {
        flushAgain = false;
        await drainQueue();
      } while (flushAgain && isOnline());
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const send = (hit: Hit) => {
    const madeAt = now();
    const madeBy = learner();
    if (!isOnline()) return enqueue(hit, madeAt, madeBy);
    options.transport
      .sendHit(hit)
      .then(() => flushQueue())
      .catch(() => enqueue(hit, madeAt, madeBy));
  };

  return {
    identity,
    pageChanged(page) {
      if (!current) {
        // The first page load sends nothing: its time goes with the next hit.
        current = page;
        return;
      }
      // The same page at the same course position is no change; the review page moves from one card's course
      // session to the next on one path, and each card's time goes to its course.
      if (
        page.path === current.path &&
        page.course === current.course &&
        page.module === current.module &&
        page.session === current.session
      )
        return;
      const hit = hitFor(page, clock.take(), current);
      current = page;
      send(hit);
    },
    pageReplaced(page) {
      current = page;
    },
    pageHidden() {
      if (hidden) return;
      hidden = true;
      const ms = clock.take();
      clock.visibility(false);
      if (!current || ms === 0) return;
      const hit = hitFor(current, ms, current);
      // Kept in the queue until the server has it: a closing page may never see its request through, and the
      // next page of this browser then sends it (the server counts a resend once).
      enqueue(hit);
      if (!isOnline()) return;
      options.transport
        .sendLast(hit)
        .then(() => writeQueue(readQueue().filter((queued) => queued.clientId !== hit.clientId)))
        .catch(() => undefined);
    },
    pageShown() {
      if (!hidden) return;
      hidden = false;
      clock.visibility(true);
      void flushQueue();
    },
    activity: () => clock.activity(),
    async sessionChanging() {
      const ms = hidden ? 0 : clock.take();
      if (current && ms > 0) {
        const hit = hitFor(current, ms, current);
        const madeAt = now();
        const madeBy = learner();
        if (isOnline()) await options.transport.sendHit(hit).catch(() => enqueue(hit, madeAt, madeBy));
        else enqueue(hit, madeAt, madeBy);
      }
      await flushQueue();
    },
    track(name, subject = {}) {
      const [action = 'none', variant = 'none', scope = 'none'] = name.split('.');
      options.transport
        .sendEvent({
          clientId: randomId(),
          ua: options.userAgent.slice(0, 512),
          origin: 'web',
          type: 'event',
          createdAt: new Date(now()).toISOString(),
          action,
          variant,
          scope,
          subject,
        })
        .catch(() => undefined);
    },
    flushQueue,
  };
};

/** Wires a tracker to the window: input and playing media are activity; hiding or closing the page flushes. */
export const startTracking = (tracker: Tracker, target: Window) => {
  let lastActivity = 0;
  const onActivity = () => {
    // Pointer moves fire very often: one activity mark per second is plenty.
    const at = Date.now();
    if (at - lastActivity < 1000) return;
    lastActivity = at;
    tracker.activity();
  };
  const events = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];
  for (const name of events) target.addEventListener(name, onActivity, { passive: true, capture: true });
  target.document.addEventListener('timeupdate', onActivity, { capture: true });
  const onVisibility = () => (target.document.visibilityState === 'hidden' ? tracker.pageHidden() : tracker.pageShown());
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', () => tracker.pageHidden());
  target.addEventListener('pageshow', () => tracker.pageShown());
  target.addEventListener('online', () => void tracker.flushQueue());
  void tracker.flushQueue();
};
