import { api, isApiError, SESSION_TAG, tilesBaseQuery, type ApiError } from '@tiles/api-client';
import {
  auditEntrySchema,
  federatedLoginResultSchema,
  modeStateSchema,
  outcomeOf,
  roleSchema,
  testerClockSchema,
  sessionTokensSchema,
  userSchema,
  type AuditEntry,
  type FederatedLoginRequest,
  type LoginRequest,
  type Mode,
  type ModeState,
  type Role,
  type SessionTokens,
  type User,
  type UserUpdate,
} from '@tiles/contracts';
import { tracking } from '@tiles/tracking';
import { z } from 'zod/mini';
import { modeSwitched, userLoggedOut, type SessionState } from './session-slice';

const userOutcome = outcomeOf(userSchema);
const tokensOutcome = outcomeOf(sessionTokensSchema);
const federatedOutcome = outcomeOf(federatedLoginResultSchema);
const modeOutcome = outcomeOf(modeStateSchema);
const roleOutcome = outcomeOf(roleSchema);
const auditOutcome = outcomeOf(z.array(auditEntrySchema));
const resetOutcome = outcomeOf(z.object({ rows: z.number() }));
const testerClockOutcome = outcomeOf(testerClockSchema);

export type AuditFilter = { entity?: string; user?: string; from?: string; to?: string };

/** Sign-in and the signed-in user. Browsers keep the session in the http-only t-ssid cookie. */
const PENDING_LOGOUT_KEY = 'tiles:logout-pending';
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const rememberPendingLogout = () => storage()?.setItem(PENDING_LOGOUT_KEY, '1');
/** A sign-in, or a logout the server received, ends what an offline logout left to do. */
export const forgetPendingLogout = () => storage()?.removeItem(PENDING_LOGOUT_KEY);
/** A logout made offline that the server has not received yet. */
export const logoutPending = () => storage()?.getItem(PENDING_LOGOUT_KEY) === '1';

export const authApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when there is no valid session (a 401 is an answer here, not an error). */
    getUser: build.query<User | null, void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await tilesBaseQuery('api/auth/user', queryApi, extraOptions);
        if (result.error) return result.error.statusCode === 401 ? { data: null } : { error: result.error };
        return { data: userOutcome.parse(result.data).outcome };
      },
      providesTags: ['User'],
    }),
    /** A role by its id (spec §6: the user's role is fetched by the first id of their role list), loaded with the user. */
    getRole: build.query<Role, string>({
      query: (roleId) => `api/role/${encodeURIComponent(roleId)}`,
      providesTags: [SESSION_TAG],
      transformResponse: (response: unknown) => roleOutcome.parse(response).outcome,
    }),
    login: build.mutation<SessionTokens, LoginRequest>({
      queryFn: async (body, queryApi, extraOptions) => {
        await tracking.sessionChanging();
        const result = await tilesBaseQuery({ url: 'api/auth/login', method: 'POST', body }, queryApi, extraOptions);
        if (result.error) return { error: result.error };
        await loadSignedInUser(queryApi.dispatch);
        return { data: tokensOutcome.parse(result.data).outcome };
      },
    }),
    federatedLogin: build.mutation<{ returnTo: string }, FederatedLoginRequest>({
      queryFn: async (body, queryApi, extraOptions) => {
        await tracking.sessionChanging();
        const result = await tilesBaseQuery({ url: 'api/auth/federated/login', method: 'POST', body }, queryApi, extraOptions);
        if (result.error) return { error: result.error };
        await loadSignedInUser(queryApi.dispatch);
        return { data: { returnTo: federatedOutcome.parse(result.data).outcome.returnTo } };
      },
    }),
    logout: build.mutation<null, void>({
      // The learner's time so far, and her queued hits, go out while her session still counts them.
      queryFn: async (_arg, queryApi, extraOptions) => {
        await tracking.sessionChanging();
        const result = await tilesBaseQuery({ url: 'api/auth/logout', method: 'POST', body: {} }, queryApi, extraOptions);
        return result.error ? { error: result.error } : { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const reached = await queryFulfilled.then(
          () => true,
          ({ error }: { error: unknown }) => !(isApiError(error) && error.statusCode === 0),
        );
        // Not reached (offline): the server still holds the session; it is closed at the next chance.
        if (reached) forgetPendingLogout();
        else rememberPendingLogout();
        // Whatever the server said, this browser forgets the user.
        dispatch(authApi.util.updateQueryData('getUser', undefined, () => null));
        dispatch(userLoggedOut());
      },
    }),
    updateUser: build.mutation<User, UserUpdate>({
      query: (body) => ({ url: 'api/auth/user', method: 'PUT', body }),
      transformResponse: (response: unknown) => userOutcome.parse(response).outcome,
      invalidatesTags: ['User'],
    }),
    updateLocale: build.mutation<User, string>({
      query: (locale) => ({ url: 'api/auth/user/locale', method: 'PUT', body: { locale } }),
      transformResponse: (response: unknown) => userOutcome.parse(response).outcome,
      invalidatesTags: ['User'],
    }),
    /**
     * The session's mode, kept by the server: the app follows it (a reload keeps admin mode, logout ends it). The
     * argument is the signed-in user's id: another user on the tab is another entry, never the previous one's modes.
     */
    getMode: build.query<ModeState, string>({
      query: () => 'api/auth/mode',
      providesTags: [SESSION_TAG],
      transformResponse: (response: unknown) => modeOutcome.parse(response).outcome,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(modeSwitched(data.mode));
      },
    }),
    /** Asks the server to switch the session's mode; the app switches once the server has. */
    setMode: build.mutation<ModeState, Mode>({
      query: (mode) => ({ url: 'api/auth/mode', method: 'PUT', body: { mode } }),
      // Tester mode acts as the test learner: the user is asked again, and a new user drops the per-user cache.
      invalidatesTags: (result) => (result ? ['User'] : []),
      transformResponse: (response: unknown) => modeOutcome.parse(response).outcome,
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const { userId } = (getState() as unknown as { session: SessionState }).session;
        if (userId) dispatch(authApi.util.upsertQueryData('getMode', userId, data));
        dispatch(modeSwitched(data.mode));
      },
    }),
    /** The audit log (administrators, in admin mode), newest first; empty filter fields are left out. */
    getAudit: build.query<AuditEntry[], AuditFilter>({
      query: (filter) => {
        const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
        return `api/admin/audit${query.size ? `?${query.toString()}` : ''}`;
      },
      transformResponse: (response: unknown) => auditOutcome.parse(response).outcome,
      keepUnusedDataFor: 0,
    }),
    /** Tester mode: deletes everything the test learner did; every per-user answer is asked again. */
    resetTestProgress: build.mutation<{ rows: number }, void>({
      query: () => ({ url: 'api/tester/progress', method: 'DELETE', body: {} }),
      transformResponse: (response: unknown) => resetOutcome.parse(response).outcome,
      invalidatesTags: (result) => (result ? [SESSION_TAG] : []),
    }),
    /** Tester mode: how many days the test learner's clock runs ahead. */
    getTesterClock: build.query<number, void>({
      query: () => 'api/tester/clock',
      transformResponse: (response: unknown) => testerClockOutcome.parse(response).outcome.offsetDays,
      providesTags: [SESSION_TAG],
    }),
    /** Moves the test learner's clock; every per-user answer (streak, stats, courses) is asked again for the new day. */
    setTesterClock: build.mutation<number, number>({
      query: (offsetDays) => ({ url: 'api/tester/clock', method: 'PUT', body: { offsetDays } }),
      transformResponse: (response: unknown) => testerClockOutcome.parse(response).outcome.offsetDays,
      invalidatesTags: (result) => (result === undefined ? [] : [SESSION_TAG]),
    }),
  }),
});

/**
 * Sign-in is followed by loading the user, and the mutation resolves only once the session state knows it (the
 * session listener says so on the user call's answer): whoever navigates next is already seen as signed in.
 */
async function loadSignedInUser(dispatch: (action: unknown) => unknown) {
  await dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

export const {
  useGetUserQuery,
  useLoginMutation,
  useFederatedLoginMutation,
  useLogoutMutation,
  useUpdateUserMutation,
  useUpdateLocaleMutation,
  useGetModeQuery,
  useGetRoleQuery,
  useSetModeMutation,
  useGetAuditQuery,
  useResetTestProgressMutation,
  useGetTesterClockQuery,
  useSetTesterClockMutation,
} = authApi;

export type { ApiError };
