import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { toApiError, type ApiError } from '@tiles/api-client';
import { authOperations, isSignInError, operationUrl, paths, returnToOf, type TextKey, type WebRuntimeConfig } from '@tiles/contracts';
import { useErrorText, useI18n } from '@tiles/i18n';
import { Actions, Button, ButtonLink, Card, Container, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';
import { useLoginMutation } from './auth-api';
import { captchaToken } from './captcha';
import { useResendVerificationMutation } from './account-api';
import { deviceTimeZone } from './device-zone';
import { usePasskeySignIn } from './passkeys';
import { SecondFactorForm } from './second-factor';

/** Whether the sign-in name is an address to resend a link to: the schema loads only on this rare path (ADR 0038). */
const isEmailAddress = async (value: string) => {
  try {
    return (await import('./form-checks')).emailSchema.safeParse(value).success;
  } catch {
    return false;
  }
};

const AccountLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-block: 24px 0;
  a {
    display: inline-block;
    padding-block: 4px;
  }
`;

const Providers = styled.section`
  margin-block: 24px;
  h2 {
    font-size: 1rem;
    margin-block: 0 12px;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

type FieldName = 'cu' | 'cp';
type SignInProvider = NonNullable<WebRuntimeConfig['signInProviders']>[number];

/** The button's address for a provider: the api starts the flow and brings the browser back to `returnTo`. */
export const providerSignInHref = (provider: string, locale: string, returnTo: string | undefined) =>
  `/${operationUrl(authOperations.startFederatedSignIn, { provider }, { returnTo, locale })}`;

/** Why a sign-in through a provider's pages came back (`?signInError=`), as the page says it; none for anything else. */
export const signInErrorText = (search: string): TextKey | undefined => {
  const error = new URLSearchParams(search).get('signInError');
  return isSignInError(error) ? `apiError.${error}` : undefined;
};

/** Which message a failed sign-in shows. */
export const loginFailureText = (error: ApiError): { key: TextKey; minutes?: number } => {
  if (error.statusCode === 401) return { key: 'login.error.credentials' };
  if (error.code === 'email-unverified' || error.code === 'account-disabled' || error.code === 'sign-in-by-link')
    return { key: `apiError.${error.code}` };
  if (error.statusCode === 429)
    return { key: 'login.error.tooMany', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  if (error.statusCode === 400) return { key: error.code === 'captcha' ? 'login.error.captcha' : 'login.error.invalid' };
  return { key: 'login.error.server' };
};

/**
 * A sign-in refused with 503 was never tried (the server had no room to check the password): it is sent again by
 * itself after the Retry-After the server gave (2 s to 10 s), up to this many times, so a class signing in together
 * gets in without anyone pressing the button twice.
 */
export const SIGN_IN_ATTEMPTS = 8;
const waitBeforeRetrySeconds = (error: ApiError) => Math.min(10, Math.max(2, error.retryAfterSeconds ?? 2));

export type LoginPageProps = {
  captchaSiteKey?: string | undefined;
  signUpOpen?: boolean;
  /** The providers to offer a button for (the OpenID Connect code flow). */
  providers?: readonly SignInProvider[] | undefined;
};

/** Where a sign-in goes on to: the safe `returnTo` of the URL, else the home page. */
export const afterSignIn = (search: string, locale: string) => returnToOf(search) ?? paths.home(locale);

/** Sign-in form. Credentials travel only in the POST body: never in the URL, never logged. */
export const LoginPage = ({ captchaSiteKey, signUpOpen = false, providers = [] }: LoginPageProps) => {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  // Before the page's code runs, a submit would post the form natively: it waits instead.
  const hydrated = useHydrated();
  const [missing, setMissing] = useState<Record<FieldName, boolean>>({ cu: false, cp: false });
  // A provider's return that did not sign in says why on arrival.
  const returnedError = signInErrorText(search);
  const [failure, setFailure] = useState<string | null>(returnedError ? t(returnedError) : null);
  /** The address of an account still waiting for verification: the page offers to send its link again. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resendVerification, resending] = useResendVerificationMutation();
  /** Seconds until the sign-in is sent again by itself (the server was busy), while it waits. */
  const [retryingIn, setRetryingIn] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  /** The password was right and the second factor is asked for: the page asks for it in place of the password. */
  const [secondStep, setSecondStep] = useState(false);
  const secondStepRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (secondStep) secondStepRef.current?.focus();
  }, [secondStep]);
  const passkey = usePasskeySignIn({
    onSignedIn: () => navigate(afterSignIn(search, locale), { replace: true }),
    onFailure: (text) => setFailure(text),
  });
  // A failure takes the focus once it is on the page (a frame after setting it was not always enough under load).
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  // A learner who leaves the page while a retry waits has left: the sign-in is not sent again.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const cu = String(form.get('cu') ?? '').trim();
    const cp = String(form.get('cp') ?? '');
    const nowMissing = { cu: cu === '', cp: cp === '' };
    setMissing(nowMissing);
    // What the last try answered no longer holds: this try answers for itself.
    setFailure(null);
    setUnverified(null);
    setResent(false);
    if (nowMissing.cu || nowMissing.cp) {
      event.currentTarget.querySelector<HTMLInputElement>(nowMissing.cu ? '#login-cu' : '#login-cp')?.focus();
      return;
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const captcha = await captchaToken(captchaSiteKey, 'login');
        await login({ body: { cu, cp, ua: navigator.userAgent, ...deviceTimeZone(), ...(captcha ? { captcha } : {}) } }).unwrap();
        // Signed in, it goes on even if the page was replaced meanwhile (the learner's own language took over).
        setRetryingIn(null);
        navigate(afterSignIn(search, locale), { replace: true });
        return;
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.statusCode === 503 && attempt < SIGN_IN_ATTEMPTS) {
          const seconds = waitBeforeRetrySeconds(apiError);
          setRetryingIn(seconds);
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          if (left.current) return;
          continue;
        }
        setRetryingIn(null);
        // The password was right; the account asks for its second factor next.
        if (apiError.code === 'second-factor-required') {
          setSecondStep(true);
          return;
        }
        const text = loginFailureText(apiError);
        if (apiError.code === 'email-unverified' && (await isEmailAddress(cu))) setUnverified(cu);
        setFailure(t(text.key, text.minutes === undefined ? {} : { minutes: text.minutes }));
        return;
      }
    }
  };

  const requiredError = (name: FieldName) => (missing[name] ? t('validation.required') : undefined);

  return (
    <Container>
      <Card as="div" style={{ maxWidth: 560, margin: '0 auto' }}>
        <h1>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        {failure ? (
          <FormMessage $tone="error" tabIndex={-1} ref={alertRef}>
            {failure}
          </FormMessage>
        ) : null}
        {unverified ? (
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              disabled={resending.isLoading || resent}
              onClick={() => {
                void resendVerification({ body: { email: unverified } })
                  .unwrap()
                  .then(
                    () => setResent(true),
                    (error: unknown) => setFailure(errorText(error)),
                  );
              }}
            >
              {t('login.resend')}
            </Button>
          </Actions>
        ) : null}
        {/* Always in the page, so screen readers announce the wait when it appears. */}
        <div role="status" aria-live="polite">
          {retryingIn !== null ? <FormMessage $tone="success">{t('login.waiting', { seconds: retryingIn })}</FormMessage> : null}
          {resent ? <FormMessage $tone="success">{t('login.resent')}</FormMessage> : null}
        </div>
        {secondStep ? (
          <section aria-labelledby="login-second-factor">
            <h2 id="login-second-factor" tabIndex={-1} ref={secondStepRef}>
              {t('secondFactor.title')}
            </h2>
            <p>{t('secondFactor.signInIntro')}</p>
            <SecondFactorForm
              idPrefix="login-second-factor"
              onProved={() => navigate(afterSignIn(search, locale), { replace: true })}
              onBack={() => setSecondStep(false)}
            />
          </section>
        ) : (
          <Form method="post" noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
            <Field id="login-cu" label={t('login.username')} error={requiredError('cu')}>
              {(control) => (
                // `webauthn`: the browser offers her passkeys for this site here too.
                <input
                  {...control}
                  name="cu"
                  type="text"
                  autoComplete="username webauthn"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                />
              )}
            </Field>
            <Field id="login-cp" label={t('login.password')} error={requiredError('cp')}>
              {(control) => <input {...control} name="cp" type="password" autoComplete="current-password" required />}
            </Field>
            <Actions>
              <Button type="submit" disabled={isLoading || retryingIn !== null || !hydrated}>
                {isLoading || retryingIn !== null ? t('login.submitting') : t('login.submit')}
              </Button>
              {passkey.supported ? (
                <Button type="button" $variant="secondary" disabled={passkey.signingIn} onClick={passkey.signInWithPasskey}>
                  {t('login.passkey')}
                </Button>
              ) : null}
            </Actions>
          </Form>
        )}
        {providers.length ? (
          <Providers aria-labelledby="login-providers">
            <h2 id="login-providers">{t('login.providers.title')}</h2>
            <ul>
              {providers.map((provider) => (
                <li key={provider.id}>
                  {/* A page load, not a route: the api sends the browser on to the provider's pages. */}
                  <ButtonLink $variant="secondary" href={providerSignInHref(provider.id, locale, returnToOf(search))}>
                    {provider.icon ? <img src={provider.icon} alt="" width={20} height={20} /> : null}
                    {t('login.providers.button', { label: provider.label })}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Providers>
        ) : null}
        <AccountLinks>
          <Link to={paths.forgotPassword(locale)}>{t('login.forgotLink')}</Link>
          {signUpOpen ? <Link to={paths.signUp(locale, returnToOf(search))}>{t('login.signUpLink')}</Link> : null}
        </AccountLinks>
      </Card>
    </Container>
  );
};
