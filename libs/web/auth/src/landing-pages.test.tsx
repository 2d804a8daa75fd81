import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api';
import { LogoutPage } from './landing-pages';
import { userLoaded, type SessionState } from './session-slice';
import { createTestStore, jsonResponse, TestShell } from './test-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = {
  _id: 'u1',
  login: 'grazia',
  email: 'grazia@acme.test',
  role: ['learner'],
  locale: 'en-GB',
  timezone: 'Europe/Rome',
  fields: { name: 'Grazia', surname: 'Acme', gender: 'femminile' },
  colorScheme: 'system',
};
const acme = { id: 'acme', label: 'Acme ID' };

/** As the app root does: another learner (or nobody) mounts the page afresh. */
const KeyedLogoutPage = () => {
  const userId = useSelector((state: { session: SessionState }) => state.session.userId);
  return <LogoutPage key={userId ?? 'visitor'} providers={[acme]} />;
};

/** The sign-out's answer waits for the test; every other call answers the signed-in user. */
const serverWithHeldSignOut = () => {
  let answerSignOut: (providerSignOut: string | null) => void = () => undefined;
  const signOutAnswered = new Promise<string | null>((resolve) => {
    answerSignOut = resolve;
  });
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname.endsWith('/logout')
      ? jsonResponse(200, { outcome: { providerSignOut: await signOutAnswered } })
      : jsonResponse(200, { outcome: user }),
  );
  return { answerSignOut };
};

/**
 * A signed-in learner opens the logout page; before the sign-out's answer is in, the server closes the live channel as
 * it ends the session, the user call says "nobody" first, and the page is mounted afresh for nobody.
 */
const signOutOvertakenByNobody = async () => {
  const { answerSignOut } = serverWithHeldSignOut();
  const store = createTestStore();
  await store.dispatch(authApi.endpoints.getUser.initiate());
  expect(store.getState().session.status).toBe('authenticated');
  render(
    <TestShell store={store} path="/en-GB/logout">
      <KeyedLogoutPage />
    </TestShell>,
  );
  await waitFor(() => expect(store.getState().session.signingOut).toBe(true));
  act(() => void store.dispatch(userLoaded({ userId: null })));
  expect(screen.getByText('logout.signingOut')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/en-GB/logout');
  return { store, answerSignOut };
};

describe('LogoutPage', () => {
  it('mounted afresh for nobody before the answer is in, waits for it and stays to offer the provider’s sign-out', async () => {
    const { answerSignOut } = await signOutOvertakenByNobody();
    answerSignOut('acme');
    const heading = await screen.findByRole('heading', { level: 1, name: 'logout.done' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'logout.providerButton' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/en-GB/logout');
  });

  it('goes home once the answer offers no provider’s sign-out, whichever came first', async () => {
    const { store, answerSignOut } = await signOutOvertakenByNobody();
    answerSignOut(null);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB$/));
    expect(store.getState().session).toMatchObject({ status: 'unauthenticated', signingOut: false, providerSignOut: null });
  });
});
