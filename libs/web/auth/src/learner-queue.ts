import {
  isFulfilled,
  type ListenerEffectAPI,
  type ListenerMiddlewareInstance,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { networkCameBack } from '@tiles/api-client';
import { sessionChanged, sessionPreloaded } from './session-listeners';

/** How often writes waiting to be sent are tried again, besides when the browser says it is back online. */
const RETRY_MS = 30_000;

// None on the server (its render keeps no queue).
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const online = () => typeof navigator !== 'undefined' && navigator.onLine;

/** A queue of writes made offline, as its slice holds it: whose it is, and what waits. */
export type LearnerQueueState<Item> = { userId: string | null; items: Item[] };

export type LearnerQueueOptions<Item, State> = {
  /** The queue's state in the store's, and its address in this browser's storage for a learner. */
  read: (state: State) => LearnerQueueState<Item>;
  storageKey: (userId: string) => string;
  /** The slice's own actions: the queue loaded for a learner, and a write added to it. */
  loaded: (queue: LearnerQueueState<Item>) => UnknownAction;
  queued: { match: (action: unknown) => boolean };
  /** An answer to the queue's own write (not, then, a sign that the network came back). */
  ownAnswer: (action: UnknownAction) => boolean;
  /** Sends what waits, leaving in the queue what could not go yet (one flush at a time). */
  flush: (api: ListenerEffectAPI<State, ThunkDispatch<State, unknown, UnknownAction>>) => Promise<void>;
};

/**
 * A per-learner queue of writes made offline (completions, answers): loaded with the learner and let go with them
 * (the session's one owner says when), written through to this browser's storage so a reload offline keeps it,
 * and sent when the network is back — the browser's `online`, an answer from the api while online (a connection
 * that came back without an event), and a retry now and then while something waits.
 */
export const startLearnerQueue = <Item, State>(listeners: ListenerMiddlewareInstance<State>, options: LearnerQueueOptions<Item, State>) => {
  const { read, storageKey, loaded, queued, ownAnswer, flush } = options;
  const readStored = (userId: string): Item[] => {
    try {
      return JSON.parse(storage()?.getItem(storageKey(userId)) ?? '[]') as Item[];
    } catch {
      return [];
    }
  };
  const load = (userId: string | null) => loaded({ userId, items: userId ? readStored(userId) : [] });
  listeners.startListening({
    actionCreator: sessionPreloaded,
    effect: ({ payload }, api) => {
      api.dispatch(load(payload.user?._id ?? null));
      // Made offline in an earlier visit, and online now: they go out at once.
      if (payload.user && read(api.getState()).items.length && online()) api.dispatch(networkCameBack());
    },
  });
  listeners.startListening({ actionCreator: sessionChanged, effect: ({ payload }, api) => void api.dispatch(load(payload.userId)) });
  listeners.startListening({
    predicate: (_action, current, previous) => read(current) !== read(previous),
    effect: (_action, api) => {
      const { userId, items } = read(api.getState());
      if (!userId) return;
      if (items.length) storage()?.setItem(storageKey(userId), JSON.stringify(items));
      else storage()?.removeItem(storageKey(userId));
    },
  });
  listeners.startListening({
    predicate: (action) => queued.match(action),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      while (read(api.getState()).items.length) {
        await api.delay(RETRY_MS);
        api.dispatch(networkCameBack());
      }
    },
  });
  listeners.startListening({
    predicate: (action, state) => read(state).items.length > 0 && isFulfilled(action) && !ownAnswer(action) && online(),
    effect: (_action, api) => void api.dispatch(networkCameBack()),
  });
  listeners.startListening({
    actionCreator: networkCameBack,
    effect: async (_action, api) => {
      // One flush at a time: a second `online` while sending waits for this one.
      api.unsubscribe();
      try {
        await flush(api);
      } finally {
        api.subscribe();
      }
    },
  });
};
