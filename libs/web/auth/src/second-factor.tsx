import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { useErrorText, useI18n } from '@tiles/i18n';
import { Actions, Button, ButtonLink, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import { usePasskeySignInOptionsMutation, useSecondFactorMutation, authApi } from './auth-api';
import { useAccountForm, valuesOf } from './account-forms';
import { passkeyBrowserFailure } from './passkeys';
import { selectSecondFactorAsked, secondFactorSettled, type sessionSlice, type SessionState } from './session-slice';
import { browserSupportsPasskeys, startPasskeySignIn, type PublicKeyCredentialRequestOptionsJSON } from './webauthn';

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
      const credential = await startPasskeySignIn({ optionsJSON });
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
          {hydrated && browserSupportsPasskeys() ? (
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
