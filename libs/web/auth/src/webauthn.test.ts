import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSupportsPasskeyAutofill, browserSupportsPasskeys, webAuthnErrorCode } from './webauthn';

afterEach(() => vi.unstubAllGlobals());

describe('passkeys without the library in the first load', () => {
  it('tells a browser without WebAuthn from one with it, as the library does', async () => {
    expect(browserSupportsPasskeys()).toBe(false);
    expect(await browserSupportsPasskeyAutofill()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', class {});
    expect(browserSupportsPasskeys()).toBe(true);
  });

  it('reads why the browser refused from the library’s error, and nothing from other errors', () => {
    const cause = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(webAuthnErrorCode(new WebAuthnError({ message: 'x', code: 'ERROR_CEREMONY_ABORTED', cause }))).toBe('ERROR_CEREMONY_ABORTED');
    expect(webAuthnErrorCode(cause)).toBeUndefined();
    expect(webAuthnErrorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(webAuthnErrorCode({ code: 'ERROR_CEREMONY_ABORTED' })).toBeUndefined();
  });
});
