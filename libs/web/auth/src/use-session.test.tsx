import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@tiles/contracts';
import { authApi } from './auth-api';
import { sessionPreloaded } from './session-listeners';
import { createTestStore, jsonResponse, SessionOwner, TestShell } from './test-store';
import { useAvailableModes, useSession } from './use-session';

afterEach(() => vi.unstubAllGlobals());

const learner: User = {
  _id: 'u1',
  login: 'ada',
  email: 'ada@tiles.test',
  role: ['learner'],
  locale: 'en-GB',
  timezone: 'Europe/Rome',
  fields: { name: 'Ada', surname: 'Lovelace', gender: 'femminile' },
  colorScheme: 'system',
};

describe('the session: one owner asks, every part reads', () => {
  it('asks once for many readers, and a refetch bringing the same answer re-renders none of them', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      calls.push(pathname);
      if (pathname === '/api/auth/user') return jsonResponse(200, { outcome: learner });
      if (pathname === '/api/role/learner')
        return jsonResponse(200, { outcome: { _id: 'learner', name: 'Learner', permissions: [], modes: ['user'] } });
      if (pathname === '/api/auth/mode') return jsonResponse(200, { outcome: { mode: 'user', modes: [] } });
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: pathname });
    });
    let renders = 0;
    const Reader = ({ name }: { name: string }) => {
      renders += 1;
      const { user, role } = useSession();
      return <p>{`${name}: ${user?.fields.name ?? 'nobody'} ${role?._id ?? ''}`}</p>;
    };
    const store = createTestStore();
    render(
      <TestShell store={store} path="/en-GB">
        <SessionOwner />
        <Reader name="first" />
        <Reader name="second" />
        <Reader name="third" />
      </TestShell>,
    );
    expect(await screen.findByText('third: Ada learner')).toBeInTheDocument();
    expect(calls.filter((call) => call === '/api/auth/user')).toHaveLength(1);
    expect(calls.filter((call) => call === '/api/role/learner')).toHaveLength(1);

    const rendersBefore = renders;
    await act(async () => {
      await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    });
    await waitFor(() => expect(calls.filter((call) => call === '/api/auth/user')).toHaveLength(2));
    expect(renders).toBe(rendersBefore);
    expect(screen.getByText('first: Ada learner')).toBeInTheDocument();
  });

  it('takes the preloaded session (user, role and mode) without asking for any of it, in its mode', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'not asked for' });
    });
    const administrator = { ...learner, _id: 'u2', role: ['admin'] };
    const role = { _id: 'admin', name: 'Administrator', permissions: [], modes: ['user' as const, 'admin' as const] };
    const Reader = () => {
      const session = useSession();
      const modes = useAvailableModes(session);
      return <p>{`${session.user?._id ?? 'nobody'} in ${session.mode}, may switch to ${modes.join(',')}`}</p>;
    };
    const store = createTestStore();
    store.dispatch(sessionPreloaded({ user: administrator, role, mode: { mode: 'admin', modes: ['admin'] } }));
    render(
      <TestShell store={store} path="/en-GB">
        <SessionOwner />
        <Reader />
      </TestShell>,
    );
    expect(screen.getByText('u2 in admin, may switch to admin')).toBeInTheDocument();
    // What the owner's effects might ask for would have been asked by now.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });
});
