import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { injectOperations, isApiError, type ApiError } from '@tiles/api-client';
import { authOperations, type User } from '@tiles/contracts';
import { tracking } from '@tiles/tracking';
import { modeSwitched, providerSignOutOffered, signOutStarted, userLoggedOut } from './session-slice';

/** Sign-in and the signed-in user. Browsers keep the session in the http-only t-ssid cookie. */
const PENDING_LOGOUT_KEY = 'tiles:logout-pending';
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const rememberPendingLogout = () => storage()?.setItem(PENDING_LOGOUT_KEY, '1');
/** A sign-in, or a logout the server received, ends what an offline logout left to do. */
export const forgetPendingLogout = () => storage()?.removeItem(PENDING_LOGOUT_KEY);
/** A logout made offline that the server has not received yet. */
export const logoutPending = () => storage()?.getItem(PENDING_LOGOUT_KEY) === '1';

/** The time so far, and the queued hits, go out under the session they were spent in, before it changes. */
const beforeSessionChange = { before: () => tracking.sessionChanging() };
/** Sign-in is followed by loading the user (see loadSignedInUser); a verified sign-up signs in the same way. */
export const signIn = { ...beforeSessionChange, after: (queryApi: BaseQueryApi) => loadSignedInUser(queryApi.dispatch) };

/**
 * A change to the user answers the user as it now is: that answer is the user, at once (asking again would show the
 * old one in between: a language switch went back to the old locale before the new one).
 */
const keepsUser = { after: async (queryApi: BaseQueryApi, user: User) => rememberUser(queryApi.dispatch, user) };

export const authApi = injectOperations(authOperations, {
  login: signIn,
  federatedLogin: signIn,
  passkeySignIn: signIn,
  // Completes a sign-in that asked for it (or renews a session's check: the user is the same, loaded again).
  secondFactor: signIn,
  logout: beforeSessionChange,
  updateUser: keepsUser,
  updateLocale: keepsUser,
  updateColorScheme: keepsUser,
}).enhanceEndpoints({
  endpoints: {
    logout: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(signOutStarted());
        const answer = await queryFulfilled.then(
          ({ data }) => ({ reached: true, providerSignOut: data?.providerSignOut ?? null }),
          ({ error }: { error: unknown }) => ({ reached: !(isApiError(error) && error.statusCode === 0), providerSignOut: null }),
        );
        const { reached } = answer;
        // Not reached (offline): the server still holds the session; it is closed at the next chance.
        if (reached) forgetPendingLogout();
        else rememberPendingLogout();
        // Whatever the server said, this browser forgets the user.
        dispatch(authApi.util.updateQueryData('getUser', undefined, () => null));
        // Before the sign-out itself: the pages mounted afresh for nobody find it there.
        dispatch(providerSignOutOffered(answer.providerSignOut));
        dispatch(userLoggedOut());
      },
    },
    /** The session's mode, kept by the server: the app follows it (a reload keeps admin mode, logout ends it). */
    getMode: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(modeSwitched(data.mode));
      },
    },
    /** Asks the server to switch the session's mode; the app switches once the server has. */
    setMode: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(authApi.util.upsertQueryData('getMode', undefined, data));
        dispatch(modeSwitched(data.mode));
      },
    },
  },
});

/**
 * Sign-in is followed by loading the user, and the mutation resolves only once the session state knows it (the
 * session listener says so on the user call's answer): whoever navigates next is already seen as signed in.
 */
async function loadSignedInUser(dispatch: (action: unknown) => unknown) {
  await dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

function rememberUser(dispatch: (action: unknown) => unknown, user: User) {
  dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
}

export const {
  useGetUserQuery,
  useLoginMutation,
  useFederatedLoginMutation,
  useLogoutMutation,
  useUpdateUserMutation,
  useUpdateLocaleMutation,
  useUpdateColorSchemeMutation,
  useGetModeQuery,
  useGetRoleQuery,
  useSetModeMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useSecondFactorMutation,
  useGetSecondFactorQuery,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
} = authApi;

export type { ApiError };
