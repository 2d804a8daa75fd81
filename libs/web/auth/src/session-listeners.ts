import { createAction, isAnyOf, isRejectedWithValue, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api, CONTENT_TAG, isApiError, liveChannelClosedByServer, removeEntriesTagged, SESSION_TAG } from '@tiles/api-client';
import type { ModeState, Role, User } from '@tiles/contracts';
import { applyColorScheme, currentColorSchemePreference } from '@tiles/ui-kit';
import { authApi, forgetPendingLogout, logoutPending } from './auth-api';
import {
  modeSwitched,
  secondFactorAsked,
  userLoaded,
  userLoadFailed,
  userLoggedOut,
  type sessionSlice,
  type SessionState,
} from './session-slice';

type StateWithSession = { [K in typeof sessionSlice.reducerPath]: SessionState };

/** The signed-in learner changed (null: nobody now). Libs holding per-learner state let go of it on this. */
export const sessionChanged = createAction<{ userId: string | null }>('session/changed');

/**
 * The user the server preloaded into the HTML (null: nobody signed in), their role and their session's mode when
 * they could be read: cached, and the session known at once (in its mode).
 */
export const sessionPreloaded = createAction<{ user: User | null; role?: Role | null | undefined; mode?: ModeState | undefined }>(
  'session/preloaded',
);

/**
 * The one owner of the session. It alone says who is signed in (`userLoaded`, from every answer of the user call
 * and from the preloaded user). When the learner changes (login, logout, another learner on the same tab) it
 * removes every cached answer tagged SESSION_TAG (their sockets close with them) and says `sessionChanged`, on
 * which the other libs (toasts) clear theirs and the app mounts its pages afresh. The first answer of a page load
 * is not a change.
 */
export const startSessionListeners = <State extends StateWithSession>(listeners: ListenerMiddlewareInstance<State>) => {
  const userKnown = (user: User | null) => userLoaded({ userId: user?._id ?? null });
  // The learner's colour scheme is theirs on every device: the page takes it whenever their user arrives.
  const takeColorSchemeOf = (user: User | null) => {
    if (user && user.colorScheme !== currentColorSchemePreference()) applyColorScheme(user.colorScheme);
  };
  listeners.startListening({
    matcher: authApi.endpoints.getUser.matchFulfilled,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(userKnown(action.payload));
      takeColorSchemeOf(action.payload);
    },
  });
  // Any call refused for want of the session's second factor (staff pages, the most sensitive actions): the app asks.
  listeners.startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      isApiError(action.payload) &&
      action.payload.statusCode === 403 &&
      (action.payload.code === 'second-factor-required' || action.payload.code === 'second-factor-setup-required'),
    effect: (action, listenerApi) => {
      const { code } = action.payload as { code: string };
      listenerApi.dispatch(secondFactorAsked(code === 'second-factor-required' ? 'prove' : 'set-up'));
    },
  });
  listeners.startListening({
    matcher: authApi.endpoints.updateColorScheme.matchFulfilled,
    effect: (action) => takeColorSchemeOf(action.payload),
  });
  listeners.startListening({
    actionCreator: sessionPreloaded,
    effect: ({ payload: { user, role, mode } }, listenerApi) => {
      if (!user) forgetPendingLogout();
      listenerApi.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: user }]));
      if (role)
        listenerApi.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getRole', arg: { roleId: role._id }, value: role }]));
      if (user && mode) listenerApi.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getMode', arg: undefined, value: mode }]));
      listenerApi.dispatch(userKnown(user));
      // After the user is known (a new user starts in user mode): their session's own.
      if (user && mode) listenerApi.dispatch(modeSwitched(mode.mode));
      takeColorSchemeOf(user);
      // Signed out while offline, and the server still knows the session: it is closed now, not resumed.
      if (user && logoutPending() && typeof window !== 'undefined') void listenerApi.dispatch(authApi.endpoints.logout.initiate());
    },
  });
  // The server closed the live channel: whether the session still lives is the server's to say (a 401 is nobody).
  listeners.startListening({
    actionCreator: liveChannelClosedByServer,
    effect: async (_action, listenerApi) => {
      const asked = listenerApi.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
      await asked;
      asked.unsubscribe();
    },
  });
  // A new sign-in: nothing is left of an offline logout before it.
  listeners.startListening({
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.federatedLogin.matchFulfilled),
    effect: () => forgetPendingLogout(),
  });
  listeners.startListening({
    // No answer (after its retry) is not "signed out": the next navigation, or the reconnect, asks again.
    matcher: authApi.endpoints.getUser.matchRejected,
    effect: (action, listenerApi) => {
      if (!action.meta.condition) listenerApi.dispatch(userLoadFailed());
    },
  });
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
      listenerApi.dispatch(removeEntriesTagged([SESSION_TAG]));
      listenerApi.dispatch(sessionChanged({ userId: listenerApi.getState().session.userId }));
    },
  });
};
