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

describe('passkeys when the library cannot load', () => {
  it('offers no autofill and cancels nothing, without an error escaping; a ceremony says why and the next one asks again', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('@simplewebauthn/browser', () => {
      attempts += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.stubGlobal('PublicKeyCredential', class {});
    const webauthn = await import('./webauthn');
    expect(await webauthn.browserSupportsPasskeyAutofill()).toBe(false);
    expect(() => webauthn.cancelPasskeyCeremony()).not.toThrow();
    await expect(webauthn.startPasskeySignIn({ optionsJSON: {} as never })).rejects.toThrow();
    await expect(webauthn.startPasskeySignIn({ optionsJSON: {} as never })).rejects.toThrow();
    expect(attempts).toBeGreaterThanOrEqual(2);
    vi.doUnmock('@simplewebauthn/browser');
  });
});
