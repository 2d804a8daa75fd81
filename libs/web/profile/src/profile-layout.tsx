import { paths, type ProfileTab } from '@tiles/contracts';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import type { TextKey } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { Container, down } from '@tiles/ui-kit';
import { usePageTitle, useSiteContext } from '@tiles/site';

const Tabs = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  /* Tabs wrap onto a second line rather than hide off-screen: every tab stays in sight on a phone. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 12px 16px;
    ${down('sm')} {
      padding: 10px 10px;
    }
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
  }
`;

export const profileTabs: { path: ProfileTab; titleKey: TextKey }[] = [
  { path: 'user-courses', titleKey: 'page.profile.userCourses' },
  { path: 'user-archive', titleKey: 'page.profile.userArchive' },
  { path: 'user-progress', titleKey: 'page.profile.userProgress' },
  { path: 'user-review', titleKey: 'page.profile.userReview' },
  { path: 'user-data', titleKey: 'page.profile.userData' },
  { path: 'user-offline', titleKey: 'page.profile.userOffline' },
  { path: 'user-settings', titleKey: 'page.profile.userSettings' },
  { path: 'user-groups', titleKey: 'page.profile.userGroups' },
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
              <NavLink to={paths.profile(context.locale, tab.path)}>{t(tab.titleKey)}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      <Outlet />
    </Container>
  );
};
