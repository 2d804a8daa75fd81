import { createSlice, type ListenerMiddlewareInstance, type PayloadAction } from '@reduxjs/toolkit';
import { isRefusedForGood } from '@tiles/api-client';
import { startLearnerQueue, type LearnerQueueState } from '@tiles/auth';
import { coursesApi, type SessionAddress } from './courses-api';

const sameSession = (a: SessionAddress, b: SessionAddress) => a.course === b.course && a.module === b.module && a.session === b.session;

/**
 * Lessons completed while offline, per learner: kept in this browser (a reload offline keeps them) and sent, once
 * each, when the network is back. The server's completion is idempotent and applies its XP rule on arrival.
 */
export const pendingCompletionsSlice = createSlice({
  name: 'pendingCompletions',
  initialState: { userId: null, items: [] } as LearnerQueueState<SessionAddress>,
  reducers: {
    completionQueued: (state, action: PayloadAction<SessionAddress>) => {
      if (!state.items.some((queued) => sameSession(queued, action.payload))) state.items.push(action.payload);
    },
    completionDelivered: (state, action: PayloadAction<SessionAddress>) => {
      state.items = state.items.filter((queued) => !sameSession(queued, action.payload));
    },
    pendingCompletionsLoaded: (_state, action: PayloadAction<LearnerQueueState<SessionAddress>>) => action.payload,
  },
  selectors: {
    selectIsCompletionPending: (state, address: SessionAddress) => state.items.some((queued) => sameSession(queued, address)),
  },
});
export const { completionQueued, completionDelivered, pendingCompletionsLoaded } = pendingCompletionsSlice.actions;
export const { selectIsCompletionPending } = pendingCompletionsSlice.selectors;

/** The root state's part this lib owns. */
export type StateWithPendingCompletions = { [pendingCompletionsSlice.reducerPath]: LearnerQueueState<SessionAddress> };

export const startCompletionQueue = <S extends StateWithPendingCompletions>(listeners: ListenerMiddlewareInstance<S>) =>
  startLearnerQueue<SessionAddress, S>(listeners, {
    read: (state) => state.pendingCompletions,
    storageKey: (userId) => `tiles:pending-completions:${userId}`,
    loaded: pendingCompletionsLoaded,
    queued: completionQueued,
    ownAnswer: (action) => coursesApi.endpoints.completeSession.matchFulfilled(action),
    flush: async (api) => {
      for (const address of api.getState().pendingCompletions.items) {
        const sent = await api.dispatch(coursesApi.endpoints.completeSession.initiate(address));
        // Sent, or refused for good (the learner left the course): it leaves the queue. A lost connection keeps it.
        const refused = 'error' in sent && isRefusedForGood(sent.error);
        if ('data' in sent || refused) api.dispatch(completionDelivered(address));
      }
    },
  });
