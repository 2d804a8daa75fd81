import { useEffect, useRef, useState } from 'react';
import { type TextKey } from '@tiles/contracts';
import { useErrorText, useText } from '@tiles/i18n';
import { useHydrated } from '@tiles/ui-kit';
import { isApiError } from '@tiles/api-client';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './auth-api';
import { deviceTimeZone } from './device-zone';
import {
  browserSupportsPasskeyAutofill,
  browserSupportsPasskeys,
  cancelPasskeyCeremony,
  startPasskeySignIn,
  webAuthnErrorCode,
  type PublicKeyCredentialRequestOptionsJSON,
} from './webauthn';

/** What the browser's own passkey dialog ended with, when it did not give a credential: its text. */
export const passkeyBrowserFailure = (error: unknown): TextKey | undefined => {
  if (isApiError(error)) return undefined;
  const code = webAuthnErrorCode(error);
  const name = error instanceof Error ? (error.cause instanceof Error ? error.cause.name : error.name) : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkeys.error.added';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return 'passkeys.error.aborted';
  if (name === 'NotAllowedError') return 'passkeys.error.cancelled';
  return 'passkeys.error.unavailable';
};

/**
 * Signing in with a passkey: by the button, and (where the browser offers it) from the sign-in form's autofill, which
 * waits for her to pick a passkey there while the page is open. `onSignedIn` goes on; `onFailure` says why not.
 */
export const usePasskeySignIn = ({ onSignedIn, onFailure }: { onSignedIn: () => void; onFailure: (text: string) => void }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [options] = usePasskeySignInOptionsMutation();
  const [signIn, signingIn] = usePasskeySignInMutation();
  const [supported, setSupported] = useState(false);
  const latest = useRef({ onSignedIn, onFailure });
  latest.current = { onSignedIn, onFailure };

  const run = async (autofill: boolean) => {
    try {
      const optionsJSON = (await options().unwrap()) as unknown as PublicKeyCredentialRequestOptionsJSON;
      const credential = await startPasskeySignIn({ optionsJSON, useBrowserAutofill: autofill });
      await signIn({ body: { credential: credential as never, ua: navigator.userAgent, ...deviceTimeZone() } }).unwrap();
      latest.current.onSignedIn();
    } catch (error) {
      const browserFailure = passkeyBrowserFailure(error);
      // The autofill's wait ends when the button starts another ceremony or the page goes: nothing to say.
      if (browserFailure === 'passkeys.error.aborted') return;
      if (autofill && browserFailure) return;
      latest.current.onFailure(browserFailure ? t(browserFailure) : errorText(error));
    }
  };

  const runLatest = useRef(run);
  runLatest.current = run;
  // Once per page: the autofill's wait is one ceremony.
  useEffect(() => {
    if (!hydrated || !browserSupportsPasskeys()) return;
    setSupported(true);
    let left = false;
    void browserSupportsPasskeyAutofill().then((autofill) => {
      if (autofill && !left) void runLatest.current(true);
    });
    return () => {
      left = true;
      cancelPasskeyCeremony();
    };
  }, [hydrated]);

  return { supported, signingIn: signingIn.isLoading, signInWithPasskey: () => void run(false) };
};
