import { useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '@tiles/contracts';
import { useErrorText, useFormatters } from '@tiles/i18n';
import { Actions, Button, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import { useAddPasskeyMutation, useListPasskeysQuery, usePasskeyRegistrationOptionsMutation, useRemovePasskeyMutation } from './auth-api';
import { useAccountForm, valuesOf } from './account-forms';
import { passkeyBrowserFailure } from './passkeys';
import { SettingsList, SettingsSection } from './settings-parts';
import { browserSupportsPasskeys, startPasskeyRegistration, type PublicKeyCredentialCreationOptionsJSON } from './webauthn';

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
  const supported = hydrated && browserSupportsPasskeys();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const name = (valuesOf(element).name ?? '').trim();
    if (!form.checked({ name: name ? undefined : t('validation.required') }, element, ['name'])) return;
    try {
      const optionsJSON = (await registrationOptions().unwrap()) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startPasskeyRegistration({ optionsJSON });
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
