import { paths } from '@tiles/contracts';
import { useNavigate } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSiteContext, useSitePageTitle } from '@tiles/site';
import { AccountDeletedPage, ForgotPasswordPage, ResetPasswordPage, SignUpPage, VerifyEmailPage } from './account-pages';
import { UserDataPage } from './user-data-page';

/** The account's screens (its data, sign-up, the links its mails send), bound to their route and to the site. */
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
