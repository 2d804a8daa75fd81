import { useNavigate, useParams } from 'react-router';
import { FederatedLanding, LoginPage, LogoutPage, TilesAccessLanding, UserDataPage } from '@tiles/auth/screens';
import { useText } from '@tiles/i18n';
import { usePageTitle } from '../layouts/use-page-title';
import { paths } from '@tiles/route-guard';
import { useSiteContext } from '../site-context';

/** The auth lib's screens, bound to what the host knows (runtime settings, site, current path). */
export const LoginRoute = () => {
  const t = useText();
  const { site, runtime } = useSiteContext();
  usePageTitle(t('login.title'), site.niceName);
  return <LoginPage captchaSiteKey={runtime.captchaSiteKey} />;
};

export const LogoutRoute = () => {
  const t = useText();
  usePageTitle(t('page.logout.title'), useSiteContext().site.niceName);
  return <LogoutPage />;
};

export const FederatedRoute = () => {
  const t = useText();
  usePageTitle(t('page.federated.title'), useSiteContext().site.niceName);
  return <FederatedLanding provider={useParams()['*'] ?? ''} />;
};

export const TilesAccessRoute = () => {
  const t = useText();
  usePageTitle(t('page.tilesAccess.title'), useSiteContext().site.niceName);
  return <TilesAccessLanding />;
};

export const UserDataRoute = () => {
  const navigate = useNavigate();
  const { site, session } = useSiteContext();
  // The route guard lets only signed-in learners reach the profile.
  if (!session.user) return null;
  return (
    <UserDataPage
      user={session.user}
      supportedLocales={site.supportedLocale}
      onLocaleChanged={(locale) => navigate(paths.inLocale(window.location.pathname, locale), { replace: true })}
    />
  );
};
