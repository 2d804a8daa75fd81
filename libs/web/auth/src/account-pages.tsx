import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toApiError } from '@tiles/api-client';
import { paths, returnToOf, type SignUpPolicy } from '@tiles/contracts';
import { useErrorText, useI18n, useText } from '@tiles/i18n';
import { Actions, Button, Card, Container, Field, Form, useHydrated } from '@tiles/ui-kit';
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation, useSignUpMutation, useVerifyEmailMutation } from './account-api';
import { useAccountForm, valuesOf } from './account-forms';
import { useFieldChecks } from './field-checks';
import { useLoginMutation } from './auth-api';
import { deviceTimeZone } from './device-zone';
import { NewPasswordField } from './password-field';

const Page = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Container>
    <Card as="div" style={{ maxWidth: 560, margin: '0 auto' }}>
      <h1>{title}</h1>
      {children}
    </Card>
  </Container>
);

/** The token a mail's link carries, taken off the address bar at once (out of the history and of copied links). */
const useLinkToken = () => {
  const { search, pathname } = useLocation();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) window.history.replaceState(window.history.state, '', pathname);
  }, [pathname]);
  return token;
};

type SignUpField = 'name' | 'email' | 'password';
const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password'];

/** `/{locale}/signup`: a new learner account, where the site is open to sign-up. */
export const SignUpPage = ({ policy }: { policy: SignUpPolicy }) => {
  const { locale } = useI18n();
  // Where the person was going (a course): the verification link leads there, signed in.
  const returnTo = returnToOf(useLocation().search);
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const [signUp, { isLoading }] = useSignUpMutation();
  const form = useAccountForm<SignUpField>();
  const { t } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (policy !== 'open')
    return (
      <Page title={t('page.signUp.title')}>
        <p>{t('signUp.closed')}</p>
        <p>
          <Link to={paths.login(locale, returnTo)}>{t('signUp.haveAccount')}</Link>
        </p>
      </Page>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const values = valuesOf(element);
    const found = {
      name: checks.required(values.name ?? ''),
      email: checks.email(values.email ?? ''),
      password: checks.newPassword(values.password ?? ''),
    };
    if (!form.checked(found, element, SIGN_UP_FIELDS)) return;
    try {
      await signUp({
        body: {
          name: values.name!.trim(),
          email: values.email!.trim(),
          password: values.password!,
          locale,
          ...(returnTo ? { returnTo } : {}),
        },
      }).unwrap();
      setSentTo(values.email!.trim());
      form.announce({ tone: 'success', text: t('signUp.done', { email: values.email!.trim() }) });
    } catch (error) {
      form.refused(error, element, SIGN_UP_FIELDS);
    }
  };

  return (
    <Page title={t('page.signUp.title')}>
      {form.message}
      {sentTo ? null : (
        <>
          <p>{t('signUp.intro')}</p>
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Field id="sign-up-name" label={t('signUp.name')} error={form.problems.name}>
              {(control) => <input {...control} name="name" autoComplete="given-name" maxLength={80} />}
            </Field>
            <Field id="sign-up-email" label={t('signUp.email')} error={form.problems.email}>
              {(control) => <input {...control} name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
            </Field>
            <NewPasswordField id="sign-up-password" label={t('signUp.password')} error={form.problems.password} />
            <Actions>
              <Button type="submit" disabled={isLoading || !hydrated}>
                {isLoading ? t('account.sending') : t('signUp.submit')}
              </Button>
            </Actions>
          </Form>
        </>
      )}
      <p>
        <Link to={paths.login(locale, returnTo)}>{t('signUp.haveAccount')}</Link>
      </p>
    </Page>
  );
};

/**
 * `/{locale}/verify-email?token=`: the page posts the link's token as soon as it runs (a bare GET of the link, as
 * mail scanners make, verifies nothing), and says what happened.
 */
export const VerifyEmailPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const { locale } = useI18n();
  const token = useLinkToken();
  const navigate = useNavigate();
  // Where a sign-up was headed (a course page): the verified person goes on there, signed in.
  const { search } = useLocation();
  const [returnTo] = useState(() => returnToOf(search));
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const started = useRef(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verifyEmail({ body: { token } })
      .unwrap()
      .then(({ email, signedIn }) => {
        if (signedIn) navigate(returnTo ?? paths.home(locale), { replace: true });
        else setResult({ tone: 'success', text: t('verifyEmail.done', { email }) });
      })
      .catch((error: unknown) => setResult({ tone: 'error', text: errorText(error) }));
  }, [errorText, t, token, verifyEmail, navigate, returnTo, locale]);
  // The result takes the focus once it is on the page, which is how a screen reader reads it.
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);

  return (
    <Page title={t('page.verifyEmail.title')}>
      {!token ? (
        <p role="alert">{t('verifyEmail.noToken')}</p>
      ) : result ? (
        <p tabIndex={-1} ref={messageRef}>
          {result.text}
        </p>
      ) : (
        <p role="status">{isLoading ? t('account.sending') : t('verifyEmail.intro')}</p>
      )}
      <p>
        <Link to={paths.login(locale)}>{t('account.signIn')}</Link>
      </p>
    </Page>
  );
};

/** `/{locale}/forgot-password`: asks for a reset link; answers the same whoever the address belongs to. */
export const ForgotPasswordPage = () => {
  const { locale } = useI18n();
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const form = useAccountForm<'email'>();
  const { t } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const email = (valuesOf(element).email ?? '').trim();
    if (!form.checked({ email: checks.email(email) }, element, ['email'])) return;
    try {
      await requestReset({ body: { email } }).unwrap();
      form.announce({ tone: 'success', text: t('forgotPassword.done', { email }) });
    } catch (error) {
      form.refused(error, element, ['email']);
    }
  };

  return (
    <Page title={t('page.forgotPassword.title')}>
      {form.message}
      <p>{t('forgotPassword.intro')}</p>
      <Form method="post" noValidate onSubmit={onSubmit}>
        <Field id="forgot-email" label={t('signUp.email')} error={form.problems.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
        </Field>
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {isLoading ? t('account.sending') : t('forgotPassword.submit')}
          </Button>
        </Actions>
      </Form>
      <p>
        <Link to={paths.login(locale)}>{t('account.signIn')}</Link>
      </p>
    </Page>
  );
};

/**
 * `/{locale}/reset-password?token=`: the new password, set with the mail's single-use token. `invited`: the same for
 * an invitation's link (`/{locale}/accept-invite`), worded as a welcome.
 */
export const ResetPasswordPage = ({ invited = false }: { invited?: boolean }) => {
  const { locale } = useI18n();
  const hydrated = useHydrated();
  const checks = useFieldChecks();
  const token = useLinkToken();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [login, signingIn] = useLoginMutation();
  const navigate = useNavigate();
  const form = useAccountForm<'password'>();
  const { t } = form;
  const [done, setDone] = useState(false);
  const title = invited ? t('page.acceptInvite.title') : t('page.resetPassword.title');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const password = valuesOf(element).password ?? '';
    if (!form.checked({ password: checks.newPassword(password) }, element, ['password'])) return;
    try {
      const { login: account } = await confirmReset({ body: { token, password } }).unwrap();
      // An invited person is in: signed in with the password just chosen, on their home (welcomed there). Should the
      // sign-in not go through (a captcha the site asks for), the page says the account is ready and links sign-in.
      if (invited) {
        const signedIn = await login({ body: { cu: account, cp: password, ua: navigator.userAgent, ...deviceTimeZone() } })
          .unwrap()
          .then(
            () => true,
            () => false,
          );
        if (signedIn) return void navigate(paths.home(locale), { replace: true });
      }
      setDone(true);
      form.announce({
        tone: 'success',
        text: t(invited ? 'acceptInvite.done' : 'resetPassword.done'),
        more: <Link to={paths.login(locale)}>{t('account.signIn')}</Link>,
      });
    } catch (error) {
      const { code } = toApiError(error);
      if (code === 'token-used' || code === 'token-expired' || code === 'invalid-token')
        form.announce({
          tone: 'error',
          text: t(`apiError.${code}`),
          more: <Link to={paths.forgotPassword(locale)}>{t('resetPassword.askAgain')}</Link>,
        });
      else form.refused(error, element, ['password']);
    }
  };

  if (!token)
    return (
      <Page title={title}>
        <p role="alert">{t('verifyEmail.noToken')}</p>
        <p>
          <Link to={paths.forgotPassword(locale)}>{t('resetPassword.askAgain')}</Link>
        </p>
      </Page>
    );

  return (
    <Page title={title}>
      {form.message}
      {done ? null : (
        <>
          <p>{invited ? t('acceptInvite.intro') : t('resetPassword.intro')}</p>
          <Form method="post" noValidate onSubmit={onSubmit}>
            <NewPasswordField id="reset-password" label={t('resetPassword.password')} error={form.problems.password} />
            <Actions>
              <Button type="submit" disabled={isLoading || signingIn.isLoading || !hydrated}>
                {isLoading || signingIn.isLoading ? t('account.sending') : t('resetPassword.submit')}
              </Button>
            </Actions>
          </Form>
        </>
      )}
    </Page>
  );
};

/** `/{locale}/account-deleted`: where a learner lands, on a new page load, once their account is gone (signed out everywhere). */
export const AccountDeletedPage = () => {
  const t = useText();
  const { locale } = useI18n();
  return (
    <Page title={t('account.deleted.title')}>
      <p>{t('account.deleted.body')}</p>
      <p>
        <Link to={paths.home(locale)}>{t('nav.home')}</Link>
      </p>
    </Page>
  );
};
