import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@tiles/contracts';
import { sessionChanged, sessionPreloaded } from '@tiles/auth';
import { createTestStore } from '@tiles/web-testing';
import { networkCameBack } from '@tiles/api-client';
import { completionQueued, pendingCompletionsSlice, selectIsCompletionPending, startCompletionQueue } from './completion-queue';

const address = { course: 2, module: 1, session: 3 };
const learner = { _id: 'learner-1' } as User;

/** The completion call as the api answers it: `answer` decides, every call is counted. */
const serve = (answer: () => Response | Promise<Response>) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer();
  });
  return calls;
};

const setup = () => {
  // The test store's listeners are typed for any state; this one reads its slice, which the store has.
  const store = createTestStore({
    slices: [pendingCompletionsSlice],
    listeners: [(middleware) => startCompletionQueue(middleware as never)],
  });
  const pending = () => selectIsCompletionPending(store.getState() as never, address);
  return { store, pending };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('lessons completed offline', () => {
  it('are kept for their learner across a reload and sent once when the network is back; a lost connection keeps them', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const first = setup();
    first.store.dispatch(sessionPreloaded({ user: learner }));
    first.store.dispatch(completionQueued(address));
    first.store.dispatch(completionQueued(address));
    expect(first.pending()).toBe(true);
    expect(JSON.parse(localStorage.getItem('tiles:pending-completions:learner-1')!)).toEqual([address]);

    // The page is reloaded, still offline: the queue is there; a failed attempt keeps it.
    const second = setup();
    second.store.dispatch(sessionPreloaded({ user: learner }));
    expect(second.pending()).toBe(true);
    await second.store.dispatch(networkCameBack());
    await settle();
    expect(second.pending()).toBe(true);

    // Back online: one call, and the queue is empty, here and in storage. The server refusing it for good (not
    // enrolled any more) ends it too: it would be refused again.
    const calls = serve(() => new Response(JSON.stringify({ statusCode: 403, code: 'not-enrolled', message: 'no' }), { status: 403 }));
    second.store.dispatch(networkCameBack());
    await vi.waitFor(() => expect(second.pending()).toBe(false));
    expect(calls).toEqual(['PUT /api/lms/courses/2/modules/1/sessions/3/completion']);
    expect(localStorage.getItem('tiles:pending-completions:learner-1')).toBeNull();
  });

  it('wait when the server asks to be tried later (429, 503): only a refusal for good ends them', async () => {
    const { store, pending } = setup();
    store.dispatch(sessionPreloaded({ user: learner }));
    store.dispatch(completionQueued(address));
    for (const status of [429, 503]) {
      const calls = serve(() => new Response(JSON.stringify({ statusCode: status, code: 'rate-limited', message: 'later' }), { status }));
      store.dispatch(networkCameBack());
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await settle();
      expect(pending(), String(status)).toBe(true);
    }
  });

  it('belong to their learner: another learner on the tab does not see or send them', async () => {
    const calls = serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store, pending } = setup();
    store.dispatch(sessionPreloaded({ user: learner }));
    store.dispatch(completionQueued(address));
    store.dispatch(sessionChanged({ userId: 'learner-2' }));
    expect(pending()).toBe(false);
    store.dispatch(networkCameBack());
    await settle();
    expect(calls).toEqual([]);
    // The first learner's lesson waits in this browser for them.
    expect(JSON.parse(localStorage.getItem('tiles:pending-completions:learner-1')!)).toEqual([address]);
  });
});
