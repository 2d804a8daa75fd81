import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api, CONTENT_TAG, SESSION_TAG } from '@tiles/api-client';
import { userLoaded, userLoggedOut, type sessionSlice, type SessionState } from './session-slice';

type StateWithSession = { [K in typeof sessionSlice.reducerPath]: SessionState };

/** The signed-in learner changed (null: nobody now). Libs holding per-learner state let go of it on this. */
export const sessionChanged = createAction<{ userId: string | null }>('session/changed');

/**
 * The one owner of session changes: when the signed-in learner changes (login, logout, another learner on the
 * same tab), every cached answer tagged SESSION_TAG is dropped (refetched if on screen) and `sessionChanged`
 * tells the other libs (toasts) to clear theirs. The first answer of a page load is not a change.
 */
export const startSessionListeners = <State extends StateWithSession>(listeners: ListenerMiddlewareInstance<State>) => {
  // Admin mode reads content with its drafts, every other mode without: entering or leaving it (a switch, a
  // logout) drops content answers.
  listeners.startListening({
    predicate: (_action, current, previous) => (current.session.mode === 'admin') !== (previous.session.mode === 'admin'),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags([CONTENT_TAG]));
    },
  });
  return listeners.startListening({
    predicate: (action, current, previous) =>
      (userLoaded.match(action) || userLoggedOut.match(action)) &&
      previous.session.status !== 'unknown' &&
      current.session.userId !== previous.session.userId,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags([SESSION_TAG]));
      listenerApi.dispatch(sessionChanged({ userId: listenerApi.getState().session.userId }));
    },
  });
};
