import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Mode, User } from '@tiles/contracts';
import { useGetModeQuery, useGetUserQuery } from './auth-api';
import { selectMode, selectSessionStatus, type sessionSlice, type SessionStatus } from './session-slice';

type StateWithSession = { [sessionSlice.reducerPath]: ReturnType<typeof sessionSlice.getInitialState> };

export type Session = { status: SessionStatus; user: User | null; mode: Mode };

/** Who is signed in, as the app should treat it now. */
export const useSession = (): Session => {
  const status = useSelector((state: StateWithSession) => selectSessionStatus(state));
  const mode = useSelector((state: StateWithSession) => selectMode(state));
  const { data } = useGetUserQuery();
  return { status, user: status === 'authenticated' ? (data ?? null) : null, mode };
};

/**
 * The modes the signed-in person's role allows besides `user` (none for learners), from the session's own answer:
 * in tester mode the user is the test learner, whose role is not the tester's.
 */
export const useAvailableModes = (user: User | null): Mode[] => {
  const { data } = useGetModeQuery(user ? user._id : skipToken);
  return data?.modes.filter((mode) => mode !== 'user') ?? [];
};

/** Asks the api who is signed in again at every navigation (a session may end in another tab). */
export const useReloadUserOnNavigation = () => {
  const { pathname } = useLocation();
  const { refetch } = useGetUserQuery();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void refetch();
  }, [pathname, refetch]);
};
