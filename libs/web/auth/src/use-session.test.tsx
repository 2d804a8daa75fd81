import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api';
import { createTestStore, jsonResponse, SessionOwner, TestShell } from './test-store';
import { useSession } from './use-session';

afterEach(() => vi.unstubAllGlobals());

const learner = {
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
});
