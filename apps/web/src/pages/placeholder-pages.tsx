import { NavLink, Outlet, useParams } from 'react-router';
import styled from 'styled-components';
import type { TextKey } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { parseSessionPath } from '@tiles/route-guard';
import { Container } from '@tiles/ui-theme';
import { usePageTitle } from '../layouts/use-page-title';
import { useSiteContext } from '../site-context';

/** A page whose content arrives with a later feature: its layout, a localised title and a short notice. */
export const PlaceholderPage = ({ titleKey, detail }: { titleKey: TextKey; detail?: string | undefined }) => {
  const t = useText();
  const { site } = useSiteContext();
  const title = t(titleKey);
  usePageTitle(title, site.niceName);
  return (
    <Container>
      <h1>{title}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>{t('page.comingSoon')}</p>
    </Container>
  );
};

export const CataloguePage = () => <PlaceholderPage titleKey="page.catalogue.title" />;
export const CoursePage = () => <PlaceholderPage titleKey="page.course.title" />;
export const GenericPage = () => <PlaceholderPage titleKey="page.generic.title" />;
export const PfPage = () => <PlaceholderPage titleKey="page.pf.title" />;

export const SessionPage = () => {
  const t = useText();
  // The route's validate rule has already checked the three parts.
  const position = parseSessionPath(useParams()['*']);
  return <PlaceholderPage titleKey="page.session.title" detail={position ? t('page.session.position', position) : undefined} />;
};

const Tabs = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  ul { display: flex; gap: 4px; list-style: none; margin: 0; padding: 0; overflow-x: auto; }
  a {
    display: inline-block;
    padding: 12px 16px;
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.colors.primary}; font-weight: 500; }
`;

export const profileTabs: { path: string; titleKey: TextKey }[] = [
  { path: 'user-courses', titleKey: 'page.profile.userCourses' },
  { path: 'user-archive', titleKey: 'page.profile.userArchive' },
  { path: 'user-progress', titleKey: 'page.profile.userProgress' },
  { path: 'user-data', titleKey: 'page.profile.userData' },
];

export const ProfileLayout = () => {
  const t = useText();
  const context = useSiteContext();
  const title = t('page.profile.title');
  usePageTitle(title, context.site.niceName);
  return (
    <Container>
      <h1>{title}</h1>
      <Tabs aria-label={t('page.profile.tabs')}>
        <ul>
          {profileTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={`/${context.locale}/profile/${tab.path}`}>{t(tab.titleKey)}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      <Outlet />
    </Container>
  );
};

export const ProfileTab = ({ titleKey }: { titleKey: TextKey }) => {
  const t = useText();
  return (
    <section>
      <h2>{t(titleKey)}</h2>
      <p>{t('page.comingSoon')}</p>
    </section>
  );
};

export const MaintenancePage = () => {
  const t = useText();
  const { site } = useSiteContext();
  const title = t('page.maintenance.title');
  usePageTitle(title, site.niceName);
  return (
    <>
      <h1>{title}</h1>
      <p>{t('page.maintenance.message', { name: site.niceName })}</p>
    </>
  );
};
