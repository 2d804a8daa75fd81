import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { paths, type User } from '@tiles/contracts';
import { ACCOUNT_EXPORT_PATH, type Device } from '@tiles/contracts-account';
import { useErrorText, useFormatters, useI18n, useText } from '@tiles/i18n';
import { Actions, Button, ButtonLink, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useListDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
} from './account-api';
import { useAccountForm, valuesOf } from './account-forms';
import { useFieldChecks } from './field-checks';
import { deviceOf } from './device-name';
import { NewPasswordField } from './password-field';
import { PasskeysSection } from './passkeys-settings';
import { SecondFactorSection } from './second-factor-settings';
import { SettingsList, SettingsSection } from './settings-parts';

const CurrentPasswordField = ({ id, error, label }: { id: string; error: string | undefined; label: string }) => (
  <Field id={id} label={label} error={error}>
    {(control) => <input {...control} name="currentPassword" type="password" autoComplete="current-password" />}
  </Field>
);

type PasswordField = 'currentPassword' | 'password';

/** A new password, with the current one: the account's other devices are signed out by it. */
const PasswordChange = () => {
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useAccountForm<PasswordField>();
  const { t } = form;
  const [generation, setGeneration] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = valuesOf(element);
    const found = { currentPassword: checks.required(values.currentPassword ?? ''), password: checks.newPassword(values.password ?? '') };
    if (!form.checked(found, element, ['currentPassword', 'password'])) return;
    try {
      await changePassword({ body: { currentPassword: values.currentPassword!, password: values.password! } }).unwrap();
      // The fields are emptied: a password left on screen is one more place it can be read.
      setGeneration((value) => value + 1);
      form.announce({ tone: 'success', text: t('account.password.done') });
    } catch (error) {
      form.refused(error, element, ['currentPassword', 'password']);
    }
  };

  return (
    <SettingsSection aria-labelledby="account-password-title">
      <h3 id="account-password-title">{t('account.password.title')}</h3>
      {form.message}
      <Form method="post" noValidate onSubmit={onSubmit} key={generation} aria-labelledby="account-password-title">
        <CurrentPasswordField id="account-password-current" label={t('account.password.current')} error={form.problems.currentPassword} />
        <NewPasswordField id="account-password-new" label={t('account.password.new')} error={form.problems.password} />
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {isLoading ? t('account.sending') : t('account.password.submit')}
          </Button>
        </Actions>
      </Form>
    </SettingsSection>
  );
};

type EmailField = 'email' | 'currentPassword';

/** A new address: it changes once the link mailed there is opened. */
const EmailChange = ({ user }: { user: User }) => {
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const form = useAccountForm<EmailField>();
  const { t } = form;
  const [generation, setGeneration] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = valuesOf(element);
    const email = (values.email ?? '').trim();
    const found = { email: checks.email(email), currentPassword: checks.required(values.currentPassword ?? '') };
    if (!form.checked(found, element, ['email', 'currentPassword'])) return;
    try {
      await changeEmail({ body: { email, currentPassword: values.currentPassword! } }).unwrap();
      setGeneration((value) => value + 1);
      form.announce({ tone: 'success', text: t('account.email.done', { email }) });
    } catch (error) {
      form.refused(error, element, ['email', 'currentPassword']);
    }
  };

  return (
    <SettingsSection aria-labelledby="account-email-title">
      <h3 id="account-email-title">{t('account.email.title')}</h3>
      <p>{user.email ? t('account.email.current', { email: user.email }) : t('account.email.none')}</p>
      {form.message}
      <Form method="post" noValidate onSubmit={onSubmit} key={generation} aria-labelledby="account-email-title">
        <Field id="account-email-new" label={t('account.email.new')} error={form.problems.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
        </Field>
        <CurrentPasswordField id="account-email-password" label={t('account.password.current')} error={form.problems.currentPassword} />
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {isLoading ? t('account.sending') : t('account.email.submit')}
          </Button>
        </Actions>
      </Form>
    </SettingsSection>
  );
};

/** The devices signed in to the account, each with a way to sign it out, and all the others at once. */
const Devices = () => {
  const t = useText();
  const errorText = useErrorText();
  const { dateTime } = useFormatters();
  const devices = useListDevicesQuery();
  const [signOutDevice, one] = useSignOutDeviceMutation();
  const [signOutOthers, others] = useSignOutOtherDevicesMutation();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const nameOf = (device: Device) => {
    const known = deviceOf(device.userAgent);
    return known ? t('account.devices.device', known) : t('account.devices.unknown');
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  // The button pressed may be gone with its row: the message takes the focus once it is on the page (a frame's wait
  // was not always enough on a busy machine, and the focus fell to the heading).
  useEffect(() => {
    if (outcome) (messageRef.current ?? headingRef.current)?.focus();
  }, [outcome]);

  const list = devices.data ?? [];
  return (
    <SettingsSection aria-labelledby="account-devices-title">
      <h3 id="account-devices-title" tabIndex={-1} ref={headingRef}>
        {t('account.devices.title')}
      </h3>
      {outcome ? (
        <FormMessage $tone={outcome.tone} tabIndex={-1} ref={messageRef}>
          {outcome.text}
        </FormMessage>
      ) : null}
      {devices.isError ? <p role="alert">{t('account.devices.loadError', { message: errorText(devices.error) })}</p> : null}
      <SettingsList>
        {list.map((device) => {
          const when = dateTime(new Date(device.lastSeenAt));
          return (
            <li key={device.id}>
              <div>
                <p>
                  <strong>{nameOf(device)}</strong>
                  {device.current ? <> — {t('account.devices.current')}</> : null}
                </p>
                <small>
                  {t('account.devices.lastSeen', { when })}
                  {device.timezone ? <> · {t('account.devices.zone', { zone: device.timezone.replaceAll('_', ' ') })}</> : null}
                </small>
              </div>
              {device.current ? null : (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={one.isLoading}
                  aria-label={t('account.devices.signOutOne', { device: nameOf(device), when })}
                  onClick={() => run(() => signOutDevice({ deviceId: device.id }).unwrap(), t('account.devices.signedOut'))}
                >
                  {t('account.devices.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </SettingsList>
      {list.length > 1 ? (
        <Button
          type="button"
          disabled={others.isLoading}
          onClick={() => run(() => signOutOthers().unwrap(), t('account.devices.othersSignedOut'))}
        >
          {t('account.devices.signOutOthers')}
        </Button>
      ) : null}
    </SettingsSection>
  );
};

/** "Download everything": the ZIP of the account's data, straight from the api. */
const ExportData = () => {
  const t = useText();
  return (
    <SettingsSection aria-labelledby="account-export-title">
      <h3 id="account-export-title">{t('account.export.title')}</h3>
      <p>{t('account.export.intro')}</p>
      <ButtonLink href={ACCOUNT_EXPORT_PATH} download $variant="secondary">
        {t('account.export.download')}
      </ButtonLink>
    </SettingsSection>
  );
};

const Warning = styled.section`
  margin-block-start: ${({ theme }) => theme.spacing(4)};
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Deleting the account: what goes and what stays, said before the password is asked for. */
const DeleteAccount = ({ withPassword }: { withPassword: boolean }) => {
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const { locale } = useI18n();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const form = useAccountForm<'currentPassword'>();
  const { t } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const password = valuesOf(element).currentPassword ?? '';
    if (!form.checked({ currentPassword: checks.required(password) }, element, ['currentPassword'])) return;
    try {
      await deleteAccount({ body: { password } }).unwrap();
      // A whole new page: nothing of the deleted account stays in memory, whatever the live channel's close did meanwhile.
      window.location.replace(paths.accountDeleted(locale));
    } catch (error) {
      form.refused(error, element, ['currentPassword']);
    }
  };

  return (
    <Warning aria-labelledby="account-delete-title">
      <h3 id="account-delete-title">{t('account.delete.title')}</h3>
      <p>{t('account.delete.goes')}</p>
      <p>{t('account.delete.stays')}</p>
      <p>{t('account.delete.before')}</p>
      {form.message}
      {withPassword ? (
        <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="account-delete-title">
          <CurrentPasswordField id="account-delete-password" label={t('account.delete.password')} error={form.problems.currentPassword} />
          <Actions>
            <Button type="submit" $variant="secondary" disabled={isLoading || !hydrated}>
              {isLoading ? t('account.sending') : t('account.delete.submit')}
            </Button>
          </Actions>
        </Form>
      ) : (
        <p>{t('account.delete.federated')}</p>
      )}
    </Warning>
  );
};

/** The account's own settings on the user-data page: password, address, passkeys, devices, its data, its deletion. */
export const AccountSettings = ({ user }: { user: User }) => {
  // A learner who signs in only through a provider has no password to change or to confirm with.
  const withPassword = user.hasPassword !== false;
  return (
    <>
      {withPassword ? <PasswordChange /> : null}
      {withPassword ? <EmailChange user={user} /> : null}
      <SecondFactorSection />
      <PasskeysSection />
      <Devices />
      <ExportData />
      <DeleteAccount withPassword={withPassword} />
    </>
  );
};
