import { createSlice, isFulfilled, type ListenerMiddlewareInstance, type PayloadAction } from '@reduxjs/toolkit';
import { isRefusedForGood, networkCameBack } from '@tiles/api-client';
import { sessionChanged, sessionPreloaded } from '@tiles/auth';
import { coursesApi, type SessionAddress } from './courses-api';

/** How often lessons waiting to be sent are tried again, besides when the browser says it is back online. */
const RETRY_MS = 30_000;

const storageKey = (userId: string) => `tiles:pending-completions:${userId}`;
const sameSession = (a: SessionAddress, b: SessionAddress) => a.course === b.course && a.module === b.module && a.session === b.session;

type PendingCompletions = { userId: string | null; sessions: SessionAddress[] };

/**
 * Lessons completed while offline, per learner: kept in this browser (a reload offline keeps them) and sent, once
 * each, when the network is back. The server's completion is idempotent and applies its XP rule on arrival.
 */
export const pendingCompletionsSlice = createSlice({
  name: 'pendingCompletions',
  initialState: { userId: null, sessions: [] } as PendingCompletions,
  reducers: {
    completionQueued: (state, action: PayloadAction<SessionAddress>) => {
      if (!state.sessions.some((queued) => sameSession(queued, action.payload))) state.sessions.push(action.payload);
    },
    completionDelivered: (state, action: PayloadAction<SessionAddress>) => {
      state.sessions = state.sessions.filter((queued) => !sameSession(queued, action.payload));
    },
    pendingCompletionsLoaded: (_state, action: PayloadAction<PendingCompletions>) => action.payload,
  },
  selectors: {
    selectIsCompletionPending: (state, address: SessionAddress) => state.sessions.some((queued) => sameSession(queued, address)),
  },
});
export const { completionQueued, completionDelivered, pendingCompletionsLoaded } = pendingCompletionsSlice.actions;
export const { selectIsCompletionPending } = pendingCompletionsSlice.selectors;

/** The root state's part this lib owns. */
export type StateWithPendingCompletions = { [pendingCompletionsSlice.reducerPath]: PendingCompletions };

// None on the server (its render keeps no queue).
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const readQueue = (userId: string): SessionAddress[] => {
  try {
    return JSON.parse(storage()?.getItem(storageKey(userId)) ?? '[]') as SessionAddress[];
  } catch {
    return [];
  }
};

export const startCompletionQueue = <S extends StateWithPendingCompletions>(listeners: ListenerMiddlewareInstance<S>) => {
  // Whose queue this is: loaded with the learner, let go with them.
  const load = (userId: string | null) => pendingCompletionsLoaded({ userId, sessions: userId ? readQueue(userId) : [] });
  listeners.startListening({
    actionCreator: sessionPreloaded,
    effect: ({ payload }, api) => {
      api.dispatch(load(payload.user?._id ?? null));
      // Completed offline in an earlier visit, and online now: they go out at once.
      if (payload.user && api.getState().pendingCompletions.sessions.length && typeof navigator !== 'undefined' && navigator.onLine)
        api.dispatch(networkCameBack());
    },
  });
  listeners.startListening({ actionCreator: sessionChanged, effect: ({ payload }, api) => void api.dispatch(load(payload.userId)) });
  // Every change is written through, so the queue outlives the page.
  listeners.startListening({
    predicate: (_action, current, previous) => current.pendingCompletions !== previous.pendingCompletions,
    effect: (_action, api) => {
      const { userId, sessions } = api.getState().pendingCompletions;
      if (!userId) return;
      if (sessions.length) storage()?.setItem(storageKey(userId), JSON.stringify(sessions));
      else storage()?.removeItem(storageKey(userId));
    },
  });
  // The browser may not notice a dropped connection (no `online` event to come): while lessons wait, try again now
  // and then.
  listeners.startListening({
    actionCreator: completionQueued,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      while (api.getState().pendingCompletions.sessions.length) {
        await api.delay(RETRY_MS);
        api.dispatch(networkCameBack());
      }
    },
  });
  // An answer from the api while the browser says it is online: the server may be reachable again (a connection
  // that came back without an `online` event). Offline, answers come from this browser's copies: no attempt then.
  listeners.startListening({
    predicate: (action, state) =>
      state.pendingCompletions.sessions.length > 0 &&
      isFulfilled(action) &&
      !coursesApi.endpoints.completeSession.matchFulfilled(action) &&
      typeof navigator !== 'undefined' &&
      navigator.onLine,
    effect: (_action, api) => {
      api.dispatch(networkCameBack());
    },
  });
  listeners.startListening({
    actionCreator: networkCameBack,
    effect: async (_action, api) => {
      // One flush at a time: a second `online` while sending waits for this one.
      api.unsubscribe();
      try {
        for (const address of api.getState().pendingCompletions.sessions) {
          const sent = await api.dispatch(coursesApi.endpoints.completeSession.initiate(address));
          // Sent, or refused for good (the learner left the course): it leaves the queue. A lost connection keeps it.
          const refused = 'error' in sent && isRefusedForGood(sent.error);
          if ('data' in sent || refused) api.dispatch(completionDelivered(address));
        }
      } finally {
        api.subscribe();
      }
    },
  });
};
