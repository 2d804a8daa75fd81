import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSiteContext, useSitePageTitle } from '@tiles/site';
import { FederatedLanding, LogoutPage, TilesAccessLanding } from './landing-pages';
import { afterSignIn, LoginPage } from './login-page';

/**
 * The auth lib's sign-in screens, bound to their route and to what the app root knows (runtime settings, site). The
 * account's forms are in account-route-pages.tsx, a chunk of their own: their field checks (zod) stay out of the
 * sign-in page's first load.
 */
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
