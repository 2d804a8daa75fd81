import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeyBrowserFailure } from './passkeys';
import { PasskeysSection } from './passkeys-settings';
import { createTestStore, jsonResponse, TestShell } from './test-store';

afterEach(() => vi.unstubAllGlobals());

const passkey = { id: 'cred-1', name: 'Telefono', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null, synced: true };

const renderSection = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/profile/user-data">
      <PasskeysSection />
    </TestShell>,
  );

describe('PasskeysSection', () => {
  it('lists her passkeys; a refused removal (her last way in) is said beside them and keeps the passkey', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'DELETE')
        return jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'last-sign-in-method',
          message: 'This passkey is your only way to sign in',
        });
      return jsonResponse(200, { outcome: [passkey] });
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'passkeys.title' });
    expect(within(list).getByText('Telefono')).toBeInTheDocument();
    expect(within(list).getByText('passkeys.neverUsed', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'passkeys.removeOne' }));
    expect(await screen.findByText('account.error')).toHaveFocus();
    expect(calls).toContain('DELETE /api/auth/passkeys/cred-1');
    expect(within(list).getByText('Telefono')).toBeInTheDocument();
  });

  it('says she has none yet, and that this browser cannot add one when it has no WebAuthn', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { outcome: [] }));
    renderSection();
    expect(await screen.findByText('passkeys.none')).toBeInTheDocument();
    expect(screen.getByText('passkeys.unsupported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'passkeys.add' })).not.toBeInTheDocument();
  });
});

describe('passkeyBrowserFailure', () => {
  const domError = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    [
      new WebAuthnError({ message: 'x', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', cause: domError('InvalidStateError') }),
      'passkeys.error.added',
    ],
    [new WebAuthnError({ message: 'x', code: 'ERROR_CEREMONY_ABORTED', cause: domError('AbortError') }), 'passkeys.error.aborted'],
    [domError('NotAllowedError'), 'passkeys.error.cancelled'],
    [domError('SecurityError'), 'passkeys.error.unavailable'],
  ])('reads %s as %s', (error, key) => expect(passkeyBrowserFailure(error)).toBe(key));

  it("leaves the api's refusals to the api's texts", () => {
    expect(passkeyBrowserFailure({ statusCode: 401, code: 'passkey-refused', message: 'no', error: '' })).toBeUndefined();
  });
});
