import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '@tiles/i18n';
import { useSiteContext, useSitePageTitle } from '@tiles/site';
import { Container } from '@tiles/ui-kit';
import { useResolveRouteQuery } from './courses-api';
import { LoadError, Loading } from './screen-state';
import { TileRows } from './tile-rows';
import { useMissingPage } from './use-missing-page';
import { useCourseSlots } from './course-slots';

export type GenericPageScreenProps = {
  /** The path after the locale prefix: what the route rules and pages are keyed by. */
  contentPath: string;
  /** Full page load to another site (injectable for tests). */
  assignLocation?: (url: string) => void;
};

/**
 * `/{locale}/{slug...}` and `/{locale}/pf/{slug...}`: a page of tile rows, or the redirect the route rules give
 * (in the app for internal ones, a full page load for external ones), or the 404 screen.
 */
export const GenericPageScreen = ({ contentPath, assignLocation = (url) => window.location.assign(url) }: GenericPageScreenProps) => {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const route = useResolveRouteQuery({ locale, query: { path: contentPath } });
  const notFound = useMissingPage(route.error);
  const { pageEditLink: PageEditLink } = useCourseSlots();
  // The tab (and a screen reader, when the page has loaded) names the page, not only the site.
  const { site } = useSiteContext();
  useSitePageTitle(route.data && route.data.type !== 'redirect' ? route.data.page.title : site.niceName);

  useEffect(() => {
    if (route.data?.type === 'redirect') {
      if (route.data.external) assignLocation(route.data.location);
      else navigate(route.data.location, { replace: true });
    }
  }, [route.data, navigate, assignLocation]);

  if (route.isLoading || route.data?.type === 'redirect' || notFound)
    return (
      <Container>
        <Loading />
      </Container>
    );
  if (route.isError || !route.data)
    return (
      <Container>
        <LoadError error={route.error} onRetry={() => void route.refetch()} />
      </Container>
    );
  return (
    <Container>
      <h1>{route.data.page.title}</h1>
      <TileRows rows={route.data.page.rows} />
      {PageEditLink ? <PageEditLink path={contentPath} /> : null}
    </Container>
  );
};
