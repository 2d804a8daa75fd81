import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX, type Passkey, type TextKey } from '@tiles/contracts';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Actions, Button, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import { isApiError } from '@tiles/api-client';
import {
  useAddPasskeyMutation,
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  usePasskeySignInMutation,
  usePasskeySignInOptionsMutation,
  useRemovePasskeyMutation,
} from './auth-api';
import { useAccountForm, valuesOf } from './account-forms';
import { deviceTimeZone } from './device-zone';
import { SettingsList, SettingsSection } from './settings-parts';

/** What the browser's own passkey dialog ended with, when it did not give a credential: its text. */
export const passkeyBrowserFailure = (error: unknown): TextKey | undefined => {
  if (isApiError(error)) return undefined;
  const code = error instanceof WebAuthnError ? error.code : undefined;
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
      const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
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
    if (!hydrated || !browserSupportsWebAuthn()) return;
    setSupported(true);
    let left = false;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill && !left) void runLatest.current(true);
    });
    return () => {
      left = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [hydrated]);

  return { supported, signingIn: signingIn.isLoading, signInWithPasskey: () => void run(false) };
};

/** The account page's passkeys: each with when it was added and last used, a way to remove it, and adding one. */
export const PasskeysSection = () => {
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const { dateTime } = useFormatters();
  const passkeys = useListPasskeysQuery();
  const [registrationOptions, asking] = usePasskeyRegistrationOptionsMutation();
  const [addPasskey, adding] = useAddPasskeyMutation();
  const [removePasskey, removing] = useRemovePasskeyMutation();
  const form = useAccountForm<'name'>();
  const { t } = form;
  const [generation, setGeneration] = useState(0);
  const supported = hydrated && browserSupportsWebAuthn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const name = (valuesOf(element).name ?? '').trim();
    if (!form.checked({ name: name ? undefined : t('validation.required') }, element, ['name'])) return;
    try {
      const optionsJSON = (await registrationOptions().unwrap()) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({ optionsJSON });
      await addPasskey({ body: { name, credential: credential as never } }).unwrap();
      setGeneration((value) => value + 1);
      form.announce({ tone: 'success', text: t('passkeys.added', { name }) });
    } catch (error) {
      const browserFailure = passkeyBrowserFailure(error);
      if (browserFailure) form.announce({ tone: 'error', text: t(browserFailure) });
      else form.refused(error, element, ['name']);
    }
  };

  const remove = async (passkey: Passkey) => {
    try {
      await removePasskey({ passkeyId: passkey.id }).unwrap();
      form.announce({ tone: 'success', text: t('passkeys.removed', { name: passkey.name }) });
    } catch (error) {
      form.announce({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };

  const list = passkeys.data ?? [];
  return (
    <SettingsSection aria-labelledby="account-passkeys-title">
      <h3 id="account-passkeys-title">{t('passkeys.title')}</h3>
      <p>{t('passkeys.intro')}</p>
      {form.message}
      {passkeys.isError ? <p role="alert">{t('passkeys.loadError', { message: errorText(passkeys.error) })}</p> : null}
      {list.length ? (
        <SettingsList aria-label={t('passkeys.title')}>
          {list.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <p>
                  <strong>{passkey.name}</strong>
                  {passkey.synced ? <> — {t('passkeys.synced')}</> : null}
                </p>
                <small>
                  {t('passkeys.created', { when: dateTime(new Date(passkey.createdAt)) })} ·{' '}
                  {passkey.lastUsedAt ? t('passkeys.lastUsed', { when: dateTime(new Date(passkey.lastUsedAt)) }) : t('passkeys.neverUsed')}
                </small>
              </div>
              <Button
                type="button"
                $variant="secondary"
                disabled={removing.isLoading}
                aria-label={t('passkeys.removeOne', { name: passkey.name })}
                onClick={() => void remove(passkey)}
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </SettingsList>
      ) : passkeys.isSuccess ? (
        <p>{t('passkeys.none')}</p>
      ) : null}
      {supported ? (
        <Form key={generation} onSubmit={onSubmit} noValidate aria-labelledby="account-passkeys-title">
          <Field id="passkey-name" label={t('passkeys.name')} error={form.problems.name}>
            {(control) => <input {...control} name="name" type="text" maxLength={PASSKEY_NAME_MAX} autoComplete="off" />}
          </Field>
          <Actions>
            <Button type="submit" disabled={asking.isLoading || adding.isLoading}>
              {t('passkeys.add')}
            </Button>
          </Actions>
        </Form>
      ) : hydrated ? (
        <FormMessage $tone="error">{t('passkeys.unsupported')}</FormMessage>
      ) : null}
    </SettingsSection>
  );
};
