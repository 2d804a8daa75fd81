import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigationType } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Mode, Role, User } from '@tiles/contracts';
import { authApi, useGetModeQuery, useGetRoleQuery, useGetUserQuery } from './auth-api';
import { selectMode, selectSessionStatus, type sessionSlice, type SessionStatus } from './session-slice';

/**
 * What the session's readers take of an answer: its data. A refetch (at every navigation) changes the request's
 * status; re-rendering every reader (the app root among them: the whole app) for it would change nothing on screen.
 */
const dataOf = <Data>({ data }: { data?: Data }) => ({ data });
const currentDataOf = <Data>({ currentData }: { currentData?: Data }) => ({ currentData });
const nothing = { selectFromResult: () => ({}) };

type StateWithSession = { [sessionSlice.reducerPath]: ReturnType<typeof sessionSlice.getInitialState> };

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** The user's role, loaded with them (undefined while loading, or when it could not be read). */
  role: Role | undefined;
  mode: Mode;
};

/** Who is signed in, and their role, as the app should treat it now. */
export const useSession = (): Session => {
  const status = useSelector((state: StateWithSession) => selectSessionStatus(state));
  const mode = useSelector((state: StateWithSession) => selectMode(state));
  // Read from the cache, not subscribed: the session's one owner (`useSessionOwner`, the app root) keeps these
  // answers and asks for them. A subscription per part that wants the session cost every page a dozen of them,
  // each started by its own effect while the page is taken over (bench:trace).
  const { data } = authApi.endpoints.getUser.useQueryState(undefined, { selectFromResult: dataOf });
  const user = status === 'authenticated' ? (data ?? null) : null;
  const { currentData: role } = authApi.endpoints.getRole.useQueryState(user?.role[0] ? { roleId: user.role[0] } : skipToken, {
    selectFromResult: currentDataOf,
  });
  return { status, user, role, mode };
};

/**
 * The session's owner, once for the whole app (its root): asks who is signed in, their role and their mode, and keeps
 * the answers that every `useSession` and `useAvailableModes` read.
 */
export const useSessionOwner = (): Session => {
  const status = useSelector((state: StateWithSession) => selectSessionStatus(state));
  const mode = useSelector((state: StateWithSession) => selectMode(state));
  const { data } = useGetUserQuery(undefined, { selectFromResult: dataOf });
  const user = status === 'authenticated' ? (data ?? null) : null;
  const { currentData: role } = useGetRoleQuery(user?.role[0] ? { roleId: user.role[0] } : skipToken, { selectFromResult: currentDataOf });
  useGetModeQuery(user ? undefined : skipToken, nothing);
  return { status, user, role, mode };
};

/**
 * The modes besides `user` the signed-in person may enter (none for learners): their role's. In tester mode the
 * user is the test learner, whose role has none: there the session's own answer names the tester's. The session's
 * mode is asked for in every case (by the session's owner), so a reload stays in the mode the server keeps.
 */
export const useAvailableModes = ({ user, role, mode }: Session): Mode[] => {
  const { data: state } = authApi.endpoints.getMode.useQueryState(user ? undefined : skipToken, { selectFromResult: dataOf });
  const modes = mode === 'tester' ? state?.modes : role?.modes;
  return modes?.filter((entry) => entry !== 'user') ?? [];
};

/**
 * Asks the api who is signed in again at every navigation (a session may end in another tab). A redirect replaces
 * the entry it came from and is part of the navigation before it (the profile opening its first tab, the sign-in
 * going on to where it was asked from, having just loaded the user): it does not ask twice.
 */
export const useReloadUserOnNavigation = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { refetch } = useGetUserQuery(undefined, nothing);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'REPLACE') void refetch();
  }, [pathname, navigationType, refetch]);
};
