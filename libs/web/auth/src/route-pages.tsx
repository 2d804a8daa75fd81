import { paths } from '@tiles/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSiteContext, useSitePageTitle } from '@tiles/site';
import { FederatedLanding, LogoutPage, TilesAccessLanding } from './landing-pages';
import { afterSignIn, LoginPage } from './login-page';
import { UserDataPage } from './user-data-page';
import { AccountDeletedPage, ForgotPasswordPage, ResetPasswordPage, SignUpPage, VerifyEmailPage } from './account-pages';

/** The auth lib's screens, bound to their route and to what the app root knows (runtime settings, site). */
export const LoginRoute = () => {
  const { runtime, session, locale, site } = useSiteContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  useSitePageTitle(useText()('login.title'));
  // Someone already signed in has nothing to do here: on to where they were going (once the page runs: a server
  // render has no navigation to make).
  const onwards = session.user ? afterSignIn(search, locale) : null;
  useEffect(() => {
    if (onwards) navigate(onwards, { replace: true });
  }, [onwards, navigate]);
  if (onwards) return null;
  return <LoginPage captchaSiteKey={runtime.captchaSiteKey} signUpOpen={site.signUp === 'open'} providers={runtime.signInProviders} />;
};

export const LogoutRoute = () => {
  useSitePageTitle(useText()('page.logout.title'));
  const { runtime } = useSiteContext();
  return <LogoutPage providers={runtime.signInProviders} />;
};

export const FederatedRoute = () => {
  useSitePageTitle(useText()('page.federated.title'));
  return <FederatedLanding provider={useParams()['*'] ?? ''} />;
};

export const TilesAccessRoute = () => {
  useSitePageTitle(useText()('page.tilesAccess.title'));
  return <TilesAccessLanding />;
};

export const UserDataRoute = () => {
  const navigate = useNavigate();
  const { site, session } = useSiteContext();
  // The route's auth middleware lets only signed-in learners reach the profile.
  if (!session.user) return null;
  return (
    <UserDataPage
      user={session.user}
      supportedLocales={site.supportedLocale}
      onLocaleChanged={(locale) => navigate(paths.inLocale(window.location.pathname, locale), { replace: true })}
    />
  );
};

export const SignUpRoute = () => {
  const { site } = useSiteContext();
  useSitePageTitle(useText()('page.signUp.title'));
  return <SignUpPage policy={site.signUp} />;
};

export const VerifyEmailRoute = () => {
  useSitePageTitle(useText()('page.verifyEmail.title'));
  return <VerifyEmailPage />;
};

export const ForgotPasswordRoute = () => {
  useSitePageTitle(useText()('page.forgotPassword.title'));
  return <ForgotPasswordPage />;
};

export const ResetPasswordRoute = () => {
  useSitePageTitle(useText()('page.resetPassword.title'));
  return <ResetPasswordPage />;
};

export const AccountDeletedRoute = () => {
  useSitePageTitle(useText()('account.deleted.title'));
  return <AccountDeletedPage />;
};

export const AcceptInviteRoute = () => {
  useSitePageTitle(useText()('page.acceptInvite.title'));
  return <ResetPasswordPage invited />;
};
