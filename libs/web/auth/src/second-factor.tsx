import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { renderSVG } from 'uqr';
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { paths } from '@tiles/contracts';
import { useErrorText, useI18n } from '@tiles/i18n';
import { Actions, Button, ButtonLink, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import {
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useGetSecondFactorQuery,
  usePasskeySignInOptionsMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useSecondFactorMutation,
  authApi,
} from './auth-api';
import { useAccountForm, valuesOf } from './account-forms';
import { passkeyBrowserFailure } from './passkeys';
import { selectSecondFactorAsked, secondFactorSettled, type sessionSlice, type SessionState } from './session-slice';
import { SettingsSection } from './settings-parts';

const Codes = styled.ol`
  columns: 2;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
  padding-inline-start: 2em;
  margin-block: 8px 16px;
`;

const Secret = styled.code`
  display: inline-block;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  /* Groups of four wrap whole; a narrow screen still never scrolls sideways. */
  overflow-wrap: anywhere;
  direction: ltr;
`;

const QrCode = styled.img`
  display: block;
  width: 192px;
  height: 192px;
  margin-block: 8px;
  padding: 8px;
  background: #fff;
  border-radius: 4px;
`;

/** The key as a person types it from the screen: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Proving the second factor: a code of the authenticator app or a recovery code, or a passkey. Completes a sign-in
 * that asked for it (the api holds the pending sign-in), or renews the check of a signed-in session.
 */
export const SecondFactorForm = ({
  idPrefix,
  onProved,
  onBack,
}: {
  idPrefix: string;
  onProved: () => void;
  /** Shown as a button that leaves the question (back to the password). */
  onBack?: () => void;
}) => {
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const [prove, proving] = useSecondFactorMutation();
  const [passkeyOptions, askingPasskey] = usePasskeySignInOptionsMutation();
  const form = useAccountForm<'code'>();
  const { t } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const code = (valuesOf(element).code ?? '').trim();
    if (!form.checked({ code: code ? undefined : t('validation.required') }, element, ['code'])) return;
    try {
      await prove({ body: { code } }).unwrap();
      onProved();
    } catch (error) {
      // A wrong code is said beside the field, and the field cleared for the next one.
      const field = element.querySelector<HTMLInputElement>('[name="code"]');
      if (field) field.value = '';
      form.checked({ code: errorText(error) }, element, ['code']);
    }
  };

  const withPasskey = async () => {
    try {
      const optionsJSON = (await passkeyOptions().unwrap()) as unknown as PublicKeyCredentialRequestOptionsJSON;
      const credential = await startAuthentication({ optionsJSON });
      await prove({ body: { credential: credential as never } }).unwrap();
      onProved();
    } catch (error) {
      const browserFailure = passkeyBrowserFailure(error);
      form.announce({ tone: 'error', text: browserFailure ? t(browserFailure) : errorText(error) });
    }
  };

  return (
    <>
      {form.message}
      <Form onSubmit={onSubmit} noValidate aria-label={t('secondFactor.title')}>
        <Field id={`${idPrefix}-code`} label={t('secondFactor.code')} hint={t('secondFactor.codeHint')} error={form.problems.code}>
          {(control) => (
            <input {...control} name="code" type="text" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} />
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={proving.isLoading || !hydrated}>
            {t('secondFactor.verify')}
          </Button>
          {hydrated && browserSupportsWebAuthn() ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={askingPasskey.isLoading || proving.isLoading}
              onClick={() => void withPasskey()}
            >
              {t('secondFactor.passkey')}
            </Button>
          ) : null}
          {onBack ? (
            <Button type="button" $variant="secondary" onClick={onBack}>
              {t('secondFactor.back')}
            </Button>
          ) : null}
        </Actions>
      </Form>
    </>
  );
};

/** Recovery codes, shown once, until she says she saved them. */
const RecoveryCodes = ({ codes, enabled, onSaved }: { codes: readonly string[]; enabled: boolean; onSaved: () => void }) => {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div>
      {/* Said here, not as the section's message: the codes' heading takes the focus. */}
      {enabled ? <FormMessage $tone="success">{t('secondFactor.enabled')}</FormMessage> : null}
      <h4 id="recovery-codes-title" tabIndex={-1} ref={headingRef}>
        {t('secondFactor.recoveryTitle')}
      </h4>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <Codes aria-labelledby="recovery-codes-title">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" onClick={onSaved}>
          {t('secondFactor.recoverySaved')}
        </Button>
      </Actions>
    </div>
  );
};

/**
 * The account page's two-step verification: an authenticator app set up by its QR code (or its key typed in) and
 * confirmed by a code, its recovery codes shown once, renewed or removed (those two want a recent check: the app asks).
 */
export const SecondFactorSection = () => {
  const errorText = useErrorText();
  const state = useGetSecondFactorQuery();
  const [begin, beginning] = useBeginTotpMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const [remove, removing] = useRemoveTotpMutation();
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const form = useAccountForm<'code'>();
  const { t } = form;
  const [setUp, setSetUp] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: readonly string[]; enabled: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const start = async () => {
    try {
      setSetUp(await begin().unwrap());
    } catch (error) {
      form.announce({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const code = (valuesOf(element).code ?? '').replace(/\s/g, '');
    const problem = code === '' ? t('validation.required') : /^\d{6}$/.test(code) ? undefined : t('secondFactor.codeSix');
    if (!form.checked({ code: problem }, element, ['code'])) return;
    try {
      const answer = await confirm({ body: { code } }).unwrap();
      setSetUp(null);
      form.announce(null);
      setRecoveryCodes({ codes: answer.recoveryCodes, enabled: true });
    } catch (error) {
      form.refused(error, element, ['code']);
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      setRecoveryCodes(null);
      form.announce({ tone: 'success', text: t('secondFactor.removed') });
    } catch (error) {
      form.announce({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };

  const onRenew = async () => {
    try {
      setRecoveryCodes({ codes: (await renew().unwrap()).recoveryCodes, enabled: false });
    } catch (error) {
      form.announce({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };

  const data = state.data;
  return (
    <SettingsSection aria-labelledby="account-second-factor-title" id="second-factor">
      <h3 id="account-second-factor-title" tabIndex={-1} ref={headingRef}>
        {t('secondFactor.title')}
      </h3>
      <p>{t('secondFactor.intro')}</p>
      {data?.required && !data.totp && data.passkeys === 0 ? <FormMessage $tone="error">{t('secondFactor.required')}</FormMessage> : null}
      {form.message}
      {state.isError ? <p role="alert">{t('secondFactor.loadError', { message: errorText(state.error) })}</p> : null}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes.codes}
          enabled={recoveryCodes.enabled}
          onSaved={() => {
            setRecoveryCodes(null);
            headingRef.current?.focus();
          }}
        />
      ) : null}
      {data?.totp ? (
        <>
          <p>{t('secondFactor.on', { count: data.recoveryCodesLeft })}</p>
          <Actions>
            <Button type="button" $variant="secondary" disabled={renewing.isLoading} onClick={() => void onRenew()}>
              {t('secondFactor.renew')}
            </Button>
            <Button type="button" $variant="secondary" disabled={removing.isLoading} onClick={() => void onRemove()}>
              {t('secondFactor.remove')}
            </Button>
          </Actions>
        </>
      ) : setUp ? (
        <div>
          <p id="second-factor-scan">{t('secondFactor.scan')}</p>
          <QrCode
            src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setUp.uri, { border: 0 }))}`}
            alt={t('secondFactor.qrAlt')}
            width={192}
            height={192}
          />
          <p>
            <Secret aria-describedby="second-factor-scan">{grouped(setUp.secret)}</Secret>
          </p>
          <p>
            <ButtonLink $variant="secondary" href={setUp.uri}>
              {t('secondFactor.openApp')}
            </ButtonLink>
          </p>
          <Form onSubmit={onConfirm} noValidate aria-labelledby="account-second-factor-title">
            <Field id="second-factor-confirm" label={t('secondFactor.confirmCode')} error={form.problems.code}>
              {(control) => <input {...control} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
            </Field>
            <Actions>
              <Button type="submit" disabled={confirming.isLoading}>
                {t('secondFactor.confirm')}
              </Button>
            </Actions>
          </Form>
        </div>
      ) : data ? (
        <Actions>
          <Button type="button" disabled={beginning.isLoading} onClick={() => void start()}>
            {t('secondFactor.setUp')}
          </Button>
        </Actions>
      ) : null}
    </SettingsSection>
  );
};

const Dialog = styled.dialog`
  max-width: min(520px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  h2 {
    margin-block-start: 0;
  }
`;

type StateWithSession = { [K in typeof sessionSlice.reducerPath]: SessionState };

/**
 * The app's question when a call was refused for want of the session's second factor (staff pages, the most
 * sensitive actions): a modal dialog that proves it, then lets her do again what she was doing; or, for staff
 * without one, sends her to set it up.
 */
export const SecondFactorDialog = () => {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const asked = useSelector((state: StateWithSession) => selectSecondFactorAsked(state));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [proved, setProved] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (asked && !dialog.open) {
      setProved(false);
      dialog.showModal();
    }
    if (!asked && dialog.open) dialog.close();
  }, [asked]);

  const settle = () => dispatch(secondFactorSettled());
  return (
    <Dialog ref={dialogRef} aria-labelledby="second-factor-dialog-title" onCancel={settle} onClose={settle}>
      <h2 id="second-factor-dialog-title">{t('secondFactor.dialog.title')}</h2>
      {asked === 'set-up' ? (
        <>
          <p>{t('secondFactor.dialog.setUp')}</p>
          <Actions>
            <ButtonLink as={Link} to={`${paths.profile(locale, 'user-data')}#second-factor`} onClick={settle}>
              {t('secondFactor.dialog.toAccount')}
            </ButtonLink>
            <Button type="button" $variant="secondary" onClick={settle}>
              {t('secondFactor.dialog.close')}
            </Button>
          </Actions>
        </>
      ) : proved ? (
        <>
          <FormMessage $tone="success">{t('secondFactor.dialog.proved')}</FormMessage>
          <Actions>
            <Button type="button" onClick={settle} autoFocus>
              {t('secondFactor.dialog.close')}
            </Button>
          </Actions>
        </>
      ) : asked ? (
        <>
          <p>{t('secondFactor.dialog.prove')}</p>
          <SecondFactorForm
            idPrefix="second-factor-dialog"
            onProved={() => {
              setProved(true);
              // What was refused for want of it reads again.
              dispatch(authApi.util.invalidateTags(['Groups', 'GroupProgress', 'Accounts', 'SecondFactor']));
            }}
            onBack={settle}
          />
        </>
      ) : null}
    </Dialog>
  );
};
