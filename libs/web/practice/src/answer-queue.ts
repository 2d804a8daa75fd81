import { createSlice, type ListenerMiddlewareInstance, type PayloadAction } from '@reduxjs/toolkit';
import { isRefusedForGood } from '@tiles/api-client';
import { startLearnerQueue, type LearnerQueueState } from '@tiles/auth';
import { MAX_ANSWERS_PER_CALL, type AnswerSubmission } from '@tiles/contracts-practice';
import type { LocaleState } from '@tiles/i18n';
import { practiceApi } from './practice-api';

/**
 * Answers made offline, per learner: kept in this browser with the time each was made (a reload offline keeps them)
 * and sent when the network is back, in batches. Each has its own id, so one sent twice is recorded once, and the
 * server orders them by when they were made: its schedule is the same as if they had arrived at once.
 */
export const pendingAnswersSlice = createSlice({
  name: 'pendingAnswers',
  initialState: { userId: null, items: [] } as LearnerQueueState<AnswerSubmission>,
  reducers: {
    answerQueued: (state, action: PayloadAction<AnswerSubmission>) => {
      if (!state.items.some((queued) => queued._id === action.payload._id)) state.items.push(action.payload);
    },
    answersDelivered: (state, action: PayloadAction<string[]>) => {
      const delivered = new Set(action.payload);
      state.items = state.items.filter((queued) => !delivered.has(queued._id));
    },
    pendingAnswersLoaded: (_state, action: PayloadAction<LearnerQueueState<AnswerSubmission>>) => action.payload,
  },
});
export const { answerQueued, answersDelivered, pendingAnswersLoaded } = pendingAnswersSlice.actions;

export type StateWithPendingAnswers = { [pendingAnswersSlice.reducerPath]: LearnerQueueState<AnswerSubmission>; locale: LocaleState };

export const startAnswerQueue = <S extends StateWithPendingAnswers>(listeners: ListenerMiddlewareInstance<S>) =>
  startLearnerQueue<AnswerSubmission, S>(listeners, {
    read: (state) => state.pendingAnswers,
    storageKey: (userId) => `tiles:pending-answers:${userId}`,
    loaded: pendingAnswersLoaded,
    queued: answerQueued,
    ownAnswer: (action) => practiceApi.endpoints.recordAnswers.matchFulfilled(action),
    flush: async (api) => {
      let waiting = api.getState().pendingAnswers.items;
      while (waiting.length) {
        const batch = waiting.slice(0, MAX_ANSWERS_PER_CALL);
        const sent = await api.dispatch(
          practiceApi.endpoints.recordAnswers.initiate({ locale: api.getState().locale.current, body: { answers: batch } }),
        );
        // Sent, or refused for good (the learner left the course, the question is gone): out of the queue. A lost
        // connection keeps them for the next try.
        if ('error' in sent && !isRefusedForGood(sent.error)) break;
        api.dispatch(answersDelivered(batch.map((answer) => answer._id)));
        waiting = api.getState().pendingAnswers.items;
      }
    },
  });
