import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { createTestStore as createKitStore, TestProviders } from '@tiles/web-testing';
import { startSessionListeners } from './session-listeners';
import { sessionSlice, type SessionState } from './session-slice';
import { useSessionOwner } from './use-session';

/** A test store with the session's slice and its one owner, the session listeners (as the app has them). */
export const createTestStore = () =>
  createKitStore({
    slices: [sessionSlice],
    listeners: [(middleware) => startSessionListeners(middleware as ListenerMiddlewareInstance<{ session: SessionState }>)],
  });

export const WhereAmI = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

/** What the app root does for the whole app (asks who is signed in, keeps the answers every part reads), for a test of parts that read the session. */
export const SessionOwner = () => {
  useSessionOwner();
  return null;
};

/** The kit's providers at `path`, with where the router is now shown beside the page. */
export const TestShell = ({ store, path, children }: { store: ReturnType<typeof createTestStore>; path: string; children: ReactNode }) => (
  <TestProviders store={store} path={path}>
    <Routes>
      <Route
        path="*"
        element={
          <>
            {children}
            <WhereAmI />
          </>
        }
      />
    </Routes>
  </TestProviders>
);

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
