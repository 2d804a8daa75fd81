import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@tiles/contracts';
import { SignUpPage, VerifyEmailPage } from './account-pages';
import { AccountSettings } from './account-settings';
import { deviceOf } from './device-name';
import { NewPasswordField } from './password-field';
import { createTestStore, jsonResponse, TestShell } from './test-store';

afterEach(() => vi.unstubAllGlobals());

type Call = { method: string; url: string; body: unknown };
/** Stubs fetch with `answer`, recording each call's method, path and JSON body. */
const recordFetch = (answer: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
};

const renderAt = (path: string, page: React.ReactNode) => {
  const store = createTestStore();
  render(
    <TestShell store={store} path={path}>
      {page}
    </TestShell>,
  );
  return store;
};

describe('SignUpPage', () => {
  it('names what is missing or too short beside each field and sends nothing', async () => {
    const calls = recordFetch(() => jsonResponse(202, null));
    renderAt('/en-GB/signup', <SignUpPage policy="open" />);
    await userEvent.type(screen.getByLabelText('signUp.email'), 'not an address');
    await userEvent.type(screen.getByLabelText('signUp.password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'signUp.submit' }));
    expect(screen.getByLabelText('signUp.name')).toHaveAccessibleDescription('validation.required');
    expect(screen.getByLabelText('signUp.name')).toHaveFocus();
    expect(screen.getByLabelText('signUp.email')).toHaveAccessibleDescription('validation.email');
    expect(screen.getByLabelText('signUp.password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('signUp.password').getAttribute('aria-describedby')).toContain('sign-up-password-error');
    expect(calls).toHaveLength(0);
  });

  it("puts the api's refusal of a common password beside the password, keeping what was typed", async () => {
    recordFetch(() =>
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', code: 'weak-password', message: 'body.password: common' }),
    );
    renderAt('/en-GB/signup', <SignUpPage policy="open" />);
    await userEvent.type(screen.getByLabelText('signUp.name'), 'Grace');
    await userEvent.type(screen.getByLabelText('signUp.email'), 'grace@example.org');
    await userEvent.type(screen.getByLabelText('signUp.password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'signUp.submit' }));
    const password = screen.getByLabelText('signUp.password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveFocus();
    expect(screen.getByText('apiError.weak-password')).toBeInTheDocument();
    expect(screen.getByLabelText('signUp.email')).toHaveValue('grace@example.org');
  });

  it('sends name, address, password and the page’s locale, then says to check the mail', async () => {
    const calls = recordFetch(() => new Response(null, { status: 202 }));
    renderAt('/en-GB/signup', <SignUpPage policy="open" />);
    await userEvent.type(screen.getByLabelText('signUp.name'), 'Grace');
    await userEvent.type(screen.getByLabelText('signUp.email'), ' grace@example.org ');
    await userEvent.type(screen.getByLabelText('signUp.password'), 'a long walk by the river');
    await userEvent.click(screen.getByRole('button', { name: 'signUp.submit' }));
    const done = await screen.findByText('signUp.done');
    await waitFor(() => expect(done).toHaveFocus());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/signup',
        body: { name: 'Grace', email: 'grace@example.org', password: 'a long walk by the river', locale: 'en-GB' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'signUp.submit' })).toBeNull();
  });

  it('carries where the person was going (a course) with the sign-up, and into the sign-in link', async () => {
    const calls = recordFetch(() => new Response(null, { status: 202 }));
    renderAt('/en-GB/signup?returnTo=%2Fen-GB%2Fcourse%2F1%2Froma', <SignUpPage policy="open" />);
    expect(screen.getByRole('link', { name: 'signUp.haveAccount' })).toHaveAttribute(
      'href',
      '/en-GB/login?returnTo=%2Fen-GB%2Fcourse%2F1%2Froma',
    );
    await userEvent.type(screen.getByLabelText('signUp.name'), 'Grace');
    await userEvent.type(screen.getByLabelText('signUp.email'), 'grace@example.org');
    await userEvent.type(screen.getByLabelText('signUp.password'), 'a long walk by the river');
    await userEvent.click(screen.getByRole('button', { name: 'signUp.submit' }));
    await screen.findByText('signUp.done');
    expect(calls[0]!.body).toMatchObject({ returnTo: '/en-GB/course/1/roma' });
  });

  it('offers no form where the site takes no sign-ups', () => {
    renderAt('/it-IT/signup', <SignUpPage policy="invitation" />);
    expect(screen.getByText('signUp.closed')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  const token = 'T'.repeat(43);

  it('posts the link’s token once when it runs, and says a changed address is verified', async () => {
    const calls = recordFetch(() => jsonResponse(200, { outcome: { email: 'grace@example.org', signedIn: false } }));
    renderAt(`/en-GB/verify-email?token=${token}`, <VerifyEmailPage />);
    await waitFor(() => expect(screen.getByText('verifyEmail.done')).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token } }]);
  });

  it('goes on, signed in, to where the sign-up was headed (else home)', async () => {
    recordFetch((call) =>
      call.url === '/api/auth/verify-email'
        ? jsonResponse(200, { outcome: { email: 'grace@example.org', signedIn: true } })
        : jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'no session here' }),
    );
    renderAt(`/en-GB/verify-email?token=${token}&returnTo=%2Fen-GB%2Fcourse%2F1%2Froma`, <VerifyEmailPage />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en-GB\/course\/1\/roma$/));
    expect(screen.queryByText('verifyEmail.done')).toBeNull();
  });

  it('says a used link was used', async () => {
    recordFetch(() => jsonResponse(410, { statusCode: 410, error: 'Gone', code: 'token-used', message: 'used' }));
    renderAt(`/en-GB/verify-email?token=${token}`, <VerifyEmailPage />);
    await waitFor(() => expect(screen.getByText('apiError.token-used')).toHaveFocus());
  });

  it('sends nothing without a token', () => {
    const calls = recordFetch(() => jsonResponse(200, {}));
    renderAt('/en-GB/verify-email', <VerifyEmailPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('verifyEmail.noToken');
    expect(calls).toHaveLength(0);
  });
});

describe('AccountSettings', () => {
  const user: User = {
    _id: 'u1',
    login: 'grace@example.org',
    email: 'grace@example.org',
    role: ['learner'],
    locale: 'en-GB',
    timezone: 'Europe/Rome',
    fields: { name: 'Grace', surname: 'Hopper', gender: 'femminile' },
    colorScheme: 'system',
  };
  const devices = [
    {
      id: 'current-device-000001',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      timezone: 'Europe/Rome',
      signedInAt: '2026-11-20T10:00:00Z',
      lastSeenAt: '2026-11-25T10:00:00Z',
      current: true,
    },
    {
      id: 'phone-device-00000001',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1',
      timezone: 'Asia/Tokyo',
      signedInAt: '2026-11-21T10:00:00Z',
      lastSeenAt: '2026-11-24T10:00:00Z',
      current: false,
    },
  ];

  it('lists the devices and signs one out by its id; this device has no such button', async () => {
    let listed = devices;
    const calls = recordFetch((call) => {
      if (call.method === 'DELETE') {
        listed = devices.slice(0, 1);
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { outcome: listed });
    });
    renderAt('/en-GB/profile/user-data', <AccountSettings user={user} />);
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('account.devices.current', { exact: false })).toBeInTheDocument();
    const signOut = within(list).getAllByRole('button');
    expect(signOut).toHaveLength(1);
    await userEvent.click(signOut[0]!);
    await waitFor(() => expect(screen.getByText('account.devices.signedOut')).toHaveFocus());
    expect(calls.find((call) => call.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: '/api/auth/user/devices/phone-device-00000001',
      body: {},
    });
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says a wrong current password beside that field', async () => {
    recordFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(403, { statusCode: 403, error: 'Forbidden', code: 'wrong-password', message: 'body.currentPassword: no' })
        : jsonResponse(200, { outcome: devices }),
    );
    renderAt('/en-GB/profile/user-data', <AccountSettings user={user} />);
    const [current] = screen.getAllByLabelText('account.password.current');
    await userEvent.type(current!, 'not my password');
    await userEvent.type(screen.getByLabelText('account.password.new'), 'a new long sentence');
    await userEvent.click(screen.getByRole('button', { name: 'account.password.submit' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('apiError.wrong-password'));
    expect(current).toHaveFocus();
  });
});

describe('NewPasswordField', () => {
  it('is masked, takes a pasted password as it is, and shows it on request', async () => {
    renderAt('/en-GB/signup', <NewPasswordField id="p" label="New password" error={undefined} />);
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    field.focus();
    await userEvent.paste('  Correct Horse Battery Staple  ');
    expect(field).toHaveValue('  Correct Horse Battery Staple  ');
    await userEvent.click(screen.getByLabelText('password.show'));
    expect(field).toHaveAttribute('type', 'text');
  });
});

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      { browser: 'Edge', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS' },
    ],
    ['vitest', null],
    [null, null],
  ])('%s', (userAgent, expected) => expect(deviceOf(userAgent)).toEqual(expected));
});
