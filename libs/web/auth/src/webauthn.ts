import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

/**
 * The browser's passkey ceremonies (@simplewebauthn/browser), loaded once the page asks whether the browser offers
 * passkeys in autofill, or when a ceremony starts: out of the sign-in page's first load (issue 51).
 */
let ceremonies: Promise<typeof SimpleWebAuthn> | undefined;
const loadCeremonies = () =>
  (ceremonies ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    // Offline, or a newer build took the file away: the next ceremony asks again.
    ceremonies = undefined;
    throw error;
  }));

/** Whether this browser has WebAuthn at all (what the library's own check asks), without loading the library. */
export const browserSupportsPasskeys = () => typeof globalThis.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in the sign-in form's autofill (conditional mediation). */
export const browserSupportsPasskeyAutofill = async () => {
  if (!browserSupportsPasskeys()) return false;
  // The autofill is an extra beside the form and the button: without the library it is simply not offered.
  const library = await loadCeremonies().catch(() => undefined);
  return library ? library.browserSupportsWebAuthnAutofill() : false;
};

export const startPasskeySignIn = async (options: {
  optionsJSON: PublicKeyCredentialRequestOptionsJSON;
  useBrowserAutofill?: boolean;
}): Promise<AuthenticationResponseJSON> => (await loadCeremonies()).startAuthentication(options);

export const startPasskeyRegistration = async (options: {
  optionsJSON: PublicKeyCredentialCreationOptionsJSON;
}): Promise<RegistrationResponseJSON> => (await loadCeremonies()).startRegistration(options);

/** Ends a ceremony under way (the autofill's wait when the page goes); none can be under way before the library loaded. */
export const cancelPasskeyCeremony = () => {
  void ceremonies?.then(
    ({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony(),
    () => undefined,
  );
};

/** The library's `WebAuthnError` says why the browser refused in its `code` (`ERROR_CEREMONY_ABORTED`...). */
export const webAuthnErrorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERROR_') ? error.code : undefined;
