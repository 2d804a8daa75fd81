import { createSlice, isFulfilled, type ListenerMiddlewareInstance, type PayloadAction } from '@reduxjs/toolkit';
import { isRefusedForGood, networkCameBack } from '@tiles/api-client';
import { sessionChanged, sessionPreloaded } from '@tiles/auth';
import { MAX_ANSWERS_PER_CALL, type AnswerSubmission } from '@tiles/contracts';
import type { LocaleState } from '@tiles/i18n';
import { practiceApi } from './practice-api';

/** How often answers waiting to be sent are tried again, besides when the browser says it is back online. */
const RETRY_MS = 30_000;

const storageKey = (userId: string) => `tiles:pending-answers:${userId}`;

type PendingAnswers = { userId: string | null; answers: AnswerSubmission[] };

/**
 * Answers made offline, per learner: kept in this browser with the time each was made (a reload offline keeps them)
 * and sent when the network is back, in batches. Each has its own id, so one sent twice is recorded once, and the
 * server orders them by when they were made: its schedule is the same as if they had arrived at once.
 */
export const pendingAnswersSlice = createSlice({
  name: 'pendingAnswers',
  initialState: { userId: null, answers: [] } as PendingAnswers,
  reducers: {
    answerQueued: (state, action: PayloadAction<AnswerSubmission>) => {
      if (!state.answers.some((queued) => queued._id === action.payload._id)) state.answers.push(action.payload);
    },
    answersDelivered: (state, action: PayloadAction<string[]>) => {
      const delivered = new Set(action.payload);
      state.answers = state.answers.filter((queued) => !delivered.has(queued._id));
    },
    pendingAnswersLoaded: (_state, action: PayloadAction<PendingAnswers>) => action.payload,
  },
  selectors: {
    selectPendingAnswerCount: (state) => state.answers.length,
  },
});
export const { answerQueued, answersDelivered, pendingAnswersLoaded } = pendingAnswersSlice.actions;
export const { selectPendingAnswerCount } = pendingAnswersSlice.selectors;

export type StateWithPendingAnswers = { [pendingAnswersSlice.reducerPath]: PendingAnswers; locale: LocaleState };

// None on the server (its render keeps no queue).
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const readQueue = (userId: string): AnswerSubmission[] => {
  try {
    return JSON.parse(storage()?.getItem(storageKey(userId)) ?? '[]') as AnswerSubmission[];
  } catch {
    return [];
  }
};

const online = () => typeof navigator !== 'undefined' && navigator.onLine;

export const startAnswerQueue = <S extends StateWithPendingAnswers>(listeners: ListenerMiddlewareInstance<S>) => {
  const load = (userId: string | null) => pendingAnswersLoaded({ userId, answers: userId ? readQueue(userId) : [] });
  listeners.startListening({
    actionCreator: sessionPreloaded,
    effect: ({ payload }, api) => {
      api.dispatch(load(payload.user?._id ?? null));
      if (payload.user && api.getState().pendingAnswers.answers.length && online()) api.dispatch(networkCameBack());
    },
  });
  listeners.startListening({ actionCreator: sessionChanged, effect: ({ payload }, api) => void api.dispatch(load(payload.userId)) });
  listeners.startListening({
    predicate: (_action, current, previous) => current.pendingAnswers !== previous.pendingAnswers,
    effect: (_action, api) => {
      const { userId, answers } = api.getState().pendingAnswers;
      if (!userId) return;
      if (answers.length) storage()?.setItem(storageKey(userId), JSON.stringify(answers));
      else storage()?.removeItem(storageKey(userId));
    },
  });
  listeners.startListening({
    actionCreator: answerQueued,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      while (api.getState().pendingAnswers.answers.length) {
        await api.delay(RETRY_MS);
        api.dispatch(networkCameBack());
      }
    },
  });
  // An answer from the api while the browser says it is online: the server may be reachable again.
  listeners.startListening({
    predicate: (action, state) =>
      state.pendingAnswers.answers.length > 0 &&
      isFulfilled(action) &&
      !practiceApi.endpoints.recordAnswers.matchFulfilled(action) &&
      online(),
    effect: (_action, api) => void api.dispatch(networkCameBack()),
  });
  listeners.startListening({
    actionCreator: networkCameBack,
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        let waiting = api.getState().pendingAnswers.answers;
        while (waiting.length) {
          const batch = waiting.slice(0, MAX_ANSWERS_PER_CALL);
          const sent = await api.dispatch(
            practiceApi.endpoints.recordAnswers.initiate({ locale: api.getState().locale.current, body: { answers: batch } }),
          );
          // Sent, or refused for good (the learner left the course, the question is gone): out of the queue. A lost
          // connection keeps them for the next try.
          if ('error' in sent && !isRefusedForGood(sent.error)) break;
          api.dispatch(answersDelivered(batch.map((answer) => answer._id)));
          waiting = api.getState().pendingAnswers.answers;
        }
      } finally {
        api.subscribe();
      }
    },
  });
};
