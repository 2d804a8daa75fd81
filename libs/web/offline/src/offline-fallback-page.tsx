import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSafeReturnPath } from '@tiles/contracts';
import { useSession } from '@tiles/auth';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { Container, useOnlineStatus } from '@tiles/ui-kit';
import { KeptCoursesList } from './kept-courses-list';

/**
 * `/{locale}/offline?from=…`: where the service worker sends a full load it cannot serve without the network. It
 * says which page is not at hand, offers what is (the courses kept offline), and opens the page asked for by
 * itself as soon as the connection returns.
 */
export const OfflineFallbackPage = () => {
  const t = useText();
  const { user } = useSession();
  const { search } = useLocation();
  const online = useOnlineStatus();
  const asked = new URLSearchParams(search).get('from');
  const from = asked && isSafeReturnPath(asked) ? asked : null;
  useSitePageTitle(t('offline.fallback.title'));
  useEffect(() => {
    // A full load, not a route change: the page asked for comes from the server, with everything it needs.
    if (online && from) window.location.replace(from);
  }, [online, from]);
  return (
    <Container>
      <h1>{t('offline.fallback.title')}</h1>
      <p>{from ? t('offline.fallback.intro', { address: from }) : t('offline.fallback.introNoAddress')}</p>
      <KeptCoursesList learnerId={user?._id ?? null} />
    </Container>
  );
};
