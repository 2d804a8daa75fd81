import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@tiles/api-client';
import { authApi } from './auth-api';
import { readLandingParams } from './landing-pages';
import { LoginPage, loginFailureText, SIGN_IN_ATTEMPTS } from './login-page';
import { modeSwitched, secondFactorAsked, secondFactorSettled, sessionSlice, userLoaded, userLoggedOut } from './session-slice';
import { createTestStore, jsonResponse, TestShell } from './test-store';
import { validateUserData } from './user-data-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the fake clock on in small steps until the assertion holds: each retry's response is parsed in real
 * macrotasks, so one big jump can end before the next wait is even scheduled on a loaded machine. */
const advanceUntil = (assertion: () => void, limitMs = 60_000) =>
  vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      assertion();
    },
    { timeout: limitMs, interval: 10 },
  );

describe('session slice', () => {
  it('follows sign-in and sign-out, resetting the mode to user', () => {
    let state = sessionSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({
      status: 'unknown',
      mode: 'user',
      userId: null,
      secondFactorAsked: null,
      providerSignOut: null,
      signingOut: false,
    });
    state = sessionSlice.reducer(state, userLoaded({ userId: 'u1' }));
    state = sessionSlice.reducer(state, modeSwitched('admin'));
    state = sessionSlice.reducer(state, secondFactorAsked('prove'));
    expect(state).toEqual({
      status: 'authenticated',
      mode: 'admin',
      userId: 'u1',
      secondFactorAsked: 'prove',
      providerSignOut: null,
      signingOut: false,
    });
    // The same learner again keeps the mode; another learner starts as a user, asked nothing.
    expect(sessionSlice.reducer(state, userLoaded({ userId: 'u1' })).mode).toBe('admin');
    expect(sessionSlice.reducer(state, userLoaded({ userId: 'u2' }))).toEqual({
      status: 'authenticated',
      mode: 'user',
      userId: 'u2',
      secondFactorAsked: null,
      providerSignOut: null,
      signingOut: false,
    });
    expect(sessionSlice.reducer(state, userLoggedOut())).toEqual({
      status: 'unauthenticated',
      mode: 'user',
      userId: null,
      secondFactorAsked: null,
      providerSignOut: null,
      signingOut: false,
    });
    expect(sessionSlice.reducer(state, secondFactorSettled()).secondFactorAsked).toBeNull();
  });
});

describe('getUser', () => {
  const user = {
    _id: 'u1',
    login: 'ada',
    email: null,
    role: ['learner'],
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Ada', surname: 'Lovelace', gender: 'femminile' },
    colorScheme: 'system',
  };

  it('marks the session authenticated with a user, unauthenticated on 401', async () => {
    const answers = [jsonResponse(200, { outcome: user }), jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'no' })];
    vi.stubGlobal('fetch', async () => answers.shift());
    const store = createTestStore();
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.status).toBe('authenticated');
    const second = await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    expect(second.data).toBeNull();
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('stays signed in when the user cannot be loaded for a network failure: offline is not a logout', async () => {
    let offline = false;
    vi.stubGlobal('fetch', async () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(200, { outcome: user })));
    const store = createTestStore();
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    offline = true;
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.status).toBe('authenticated');
    expect(authApi.endpoints.getUser.select()(store.getState()).data).toEqual(user);
  });

  it('forgets the user at logout even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async (request: Request) =>
      request.url.endsWith('/logout') ? Promise.reject(new TypeError('offline')) : jsonResponse(200, { outcome: user }),
    );
    const store = createTestStore();
    await store.dispatch(authApi.endpoints.getUser.initiate());
    await store.dispatch(authApi.endpoints.logout.initiate());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('unauthenticated'));
    expect(authApi.endpoints.getUser.select()(store.getState()).data).toBeNull();
  });
});

describe('loginFailureText', () => {
  it.each([
    [{ statusCode: 401, error: '', code: 'invalid-credentials', message: '' }, { key: 'login.error.credentials' }],
    [
      { statusCode: 429, error: '', code: 'rate-limited', message: '', retryAfterSeconds: 600 },
      { key: 'login.error.tooMany', minutes: 10 },
    ],
    [
      { statusCode: 429, error: '', code: 'rate-limited', message: '', retryAfterSeconds: 5 },
      { key: 'login.error.tooMany', minutes: 1 },
    ],
    [{ statusCode: 400, error: '', code: 'validation', message: 'body.cu: too long' }, { key: 'login.error.invalid' }],
    [{ statusCode: 400, error: '', code: 'captcha', message: 'body.captcha: failed' }, { key: 'login.error.captcha' }],
    [{ statusCode: 403, error: '', code: 'sign-in-by-link', message: '' }, { key: 'apiError.sign-in-by-link' }],
    [{ statusCode: 0, error: '', code: 'network', message: '' }, { key: 'login.error.server' }],
    [{ statusCode: 502, error: '', code: 'unavailable', message: '' }, { key: 'login.error.server' }],
  ] as [ApiError, ReturnType<typeof loginFailureText>][])('%p -> %p', (error, text) => expect(loginFailureText(error)).toEqual(text));
});

describe('LoginPage', () => {
  const renderLogin = (path = '/en-GB/login', props: Parameters<typeof LoginPage>[0] = {}) => {
    const store = createTestStore();
    render(
      <TestShell store={store} path={path}>
        <LoginPage {...props} />
      </TestShell>,
    );
    return store;
  };

  it("offers a button per provider: a link to the api's start of its flow, with where to go on and the language", () => {
    renderLogin('/en-GB/login?returnTo=%2Fen-GB%2Fprofile', { providers: [{ id: 'acme', label: 'Acme ID' }] });
    expect(screen.getByRole('region', { name: 'login.providers.title' })).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'login.providers.button' });
    expect(button.getAttribute('href')).toMatch(
      /^\/api\/auth\/federated\/acme\/start\?returnTo=%2Fen-GB%2Fprofile&locale=[a-z]{2}-[A-Z]{2}$/,
    );
  });

  it('shows no provider section without providers', () => {
    renderLogin();
    expect(screen.queryByRole('region', { name: 'login.providers.title' })).not.toBeInTheDocument();
  });

  it("says why a provider's sign-in came back, and nothing for a reason it does not know", () => {
    renderLogin('/en-GB/login?signInError=provider-refused');
    expect(screen.getByText('apiError.provider-refused')).toHaveFocus();
    cleanup();
    renderLogin('/en-GB/login?signInError=<script>');
    expect(screen.queryByText(/apiError/)).not.toBeInTheDocument();
  });

  it('names the empty fields and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'login.submit' }));
    expect(screen.getByLabelText('login.username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('login.username')).toHaveAccessibleDescription('validation.required');
    expect(screen.getByLabelText('login.username')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the credentials are wrong on 401, keeping them out of the URL', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong login name or password' }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('login.username'), 'ada@tiles.test');
    await userEvent.type(screen.getByLabelText('login.password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'login.submit' }));
    await waitFor(() => expect(screen.getByText('login.error.credentials')).toHaveFocus());
    expect(screen.getByTestId('where')).toHaveTextContent('/en-GB/login');
    expect(screen.getByTestId('where').textContent).not.toContain('secret');
  });

  it('asks for the second factor in place of the password when the account has one, says a wrong code beside its field, and goes on with the right one', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = request.method === 'POST' ? await request.json() : undefined;
      sent.push({ url: new URL(request.url).pathname, body });
      if (request.url.endsWith('/api/auth/login'))
        return jsonResponse(401, { statusCode: 401, error: 'Unauthorized', code: 'second-factor-required', message: 'x' });
      if (request.url.endsWith('/api/auth/second-factor'))
        return (body as { code: string }).code === '123456'
          ? jsonResponse(200, { outcome: {} })
          : jsonResponse(401, { statusCode: 401, error: 'Unauthorized', code: 'second-factor-refused', message: 'x' });
      return jsonResponse(200, { outcome: null });
    });
    renderLogin('/en-GB/login?returnTo=/en-GB/admin');
    await userEvent.type(screen.getByLabelText('login.username'), 'admin@tiles.test');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'secondFactor.title' })).toHaveFocus());
    expect(screen.queryByLabelText('login.password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('secondFactor.code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '654321{Enter}');
    await waitFor(() => expect(screen.getByLabelText('secondFactor.code')).toHaveAccessibleDescription(/apiError.second-factor-refused/));
    expect(screen.getByLabelText('secondFactor.code')).toHaveFocus();
    expect(screen.getByLabelText('secondFactor.code')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('secondFactor.code'), '123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB\/admin$/));
    expect(sent.filter((call) => call.url === '/api/auth/second-factor').map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('goes back to the password from the second factor', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { statusCode: 401, error: 'Unauthorized', code: 'second-factor-required', message: 'x' }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('login.username'), 'admin');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'secondFactor.back' }));
    expect(screen.getByLabelText('login.password')).toBeInTheDocument();
  });

  it('says how long to wait on 429', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'x' }, { 'retry-after': '300' }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('login.username'), 'ada');
    await userEvent.type(screen.getByLabelText('login.password'), 'x{Enter}');
    await waitFor(() => expect(screen.getByText('login.error.tooMany', { exact: false })).toHaveFocus());
  });

  it('sends a sign-in refused with 503 again by itself, saying so, and goes on once it passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!request.url.endsWith('/api/auth/login')) return jsonResponse(200, { outcome: null });
      calls += 1;
      return calls < 3
        ? jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'busy' }, { 'retry-after': '2' })
        : jsonResponse(200, { outcome: { accessToken: 'a', accessTokenExpiresAt: 'x', refreshToken: 'r' } });
    });
    renderLogin('/en-GB/login?returnTo=/en-GB/profile');
    await userEvent.type(screen.getByLabelText('login.username'), 'ada');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    // Announced: the wait is said in the page's live status region.
    expect((await screen.findByText('login.waiting')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'login.submitting' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await advanceUntil(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB\/profile$/));
    expect(calls).toBe(3);
  });

  it(`says the service is busy once ${SIGN_IN_ATTEMPTS} sign-ins in a row were refused with 503`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return jsonResponse(
        503,
        { statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'busy' },
        { 'retry-after': '2' },
      );
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('login.username'), 'ada');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    await advanceUntil(() => expect(screen.getByText('login.error.server', { exact: false })).toHaveFocus());
    expect(calls).toBe(SIGN_IN_ATTEMPTS);
    expect(screen.queryByText('login.waiting')).toBeNull();
  });

  it('posts the credentials and continues to a safe returnTo', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request.clone());
      return jsonResponse(200, { outcome: { accessToken: 'a', accessTokenExpiresAt: 'x', refreshToken: 'r' } });
    });
    renderLogin('/en-GB/login?returnTo=/en-GB/profile');
    await userEvent.type(screen.getByLabelText('login.username'), 'ada');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB\/profile$/));
    const login = requests.find((request) => request.url.endsWith('/api/auth/login'))!;
    expect(login.method).toBe('POST');
    expect(await login.json()).toMatchObject({ cu: 'ada', cp: 'pw' });
  });

  it('ignores a returnTo that leaves the site', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { outcome: { accessToken: 'a', accessTokenExpiresAt: 'x', refreshToken: 'r' } }));
    renderLogin('/en-GB/login?returnTo=//evil.example/');
    await userEvent.type(screen.getByLabelText('login.username'), 'ada');
    await userEvent.type(screen.getByLabelText('login.password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB$/));
  });
});

describe('readLandingParams', () => {
  it('reads an OIDC fragment', () => {
    expect(readLandingParams('', '#id_token=abc&state=%2Fit-IT%2Fprofile')).toEqual({
      token: 'abc',
      returnTo: '/it-IT/profile',
      provider: undefined,
    });
  });

  it('reads an access link query', () => {
    expect(readLandingParams('?token=t1&returnTo=/de-DE&provider=acme', '')).toEqual({ token: 't1', returnTo: '/de-DE', provider: 'acme' });
  });

  it('refuses a returnTo that leaves the site', () => {
    expect(readLandingParams('?token=t&returnTo=https://evil.example', '').returnTo).toBe('/');
  });
});

describe('validateUserData', () => {
  const valid = { name: 'Ada', surname: 'Lovelace', gender: 'femminile', timezone: 'Europe/Rome' };
  it('accepts good data', () => expect(validateUserData(valid)).toEqual({}));
  it('names each problem', () => {
    expect(validateUserData({ ...valid, name: ' ', surname: 'x'.repeat(81), timezone: 'Nowhere/City' })).toEqual({
      name: { key: 'validation.required' },
      surname: { key: 'validation.tooLong', max: 80 },
      timezone: { key: 'validation.timezone' },
    });
    expect(validateUserData({ ...valid, name: '<b>' })).toEqual({ name: { key: 'validation.invalidChars' } });
  });
});
