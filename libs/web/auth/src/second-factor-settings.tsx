import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useErrorText, useI18n } from '@tiles/i18n';
import { Actions, Button, ButtonLink, Field, Form, FormMessage } from '@tiles/ui-kit';
import {
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useGetSecondFactorQuery,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
} from './auth-api';
import { useAccountForm, valuesOf } from './account-forms';
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
/** The code's place while its drawing loads: the same size, so nothing moves when it appears. */
const QrCodePlace = styled.div`
  width: 208px;
  height: 208px;
  margin-block: 8px;
`;

/**
 * The set-up link as a QR code for the authenticator app. The QR library loads when a set-up starts (not with the
 * sign-in page, which shares this module); without it the secret and the app's link below still set the app up.
 */
const SetUpQrCode = ({ uri, alt }: { uri: string; alt: string }) => {
  const [svg, setSvg] = useState<{ uri: string; svg: string }>();
  useEffect(() => {
    let current = true;
    import('uqr').then(
      ({ renderSVG }) => current && setSvg({ uri, svg: renderSVG(uri, { border: 0 }) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [uri]);
  return svg?.uri === uri ? (
    <QrCode src={`data:image/svg+xml;utf8,${encodeURIComponent(svg.svg)}`} alt={alt} width={192} height={192} />
  ) : (
    <QrCodePlace />
  );
};

/** The key as a person types it from the screen: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
          <SetUpQrCode uri={setUp.uri} alt={t('secondFactor.qrAlt')} />
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
