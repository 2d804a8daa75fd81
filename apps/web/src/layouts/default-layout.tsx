import { paths, PERMISSIONS, returnToOf } from '@tiles/contracts';
import { NavLink, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { ModeBar } from '@tiles/admin-tools';
import { ModeSwitch, useSession } from '@tiles/auth';
import { CmsLinks } from '@tiles/cms';
import { contrastLogoFile } from '@tiles/app-errors';
import { useText } from '@tiles/i18n';
import { NotificationBell, NotificationToasts } from '@tiles/notifications';
import { useFocusMainHeadingOnNavigation } from '@tiles/routing';
import { down, HydrateWhenNear, Toolbar, up, useOnlineStatus, visuallyHidden } from '@tiles/ui-kit';
import { useSiteContext } from '@tiles/site';
import { LanguageSwitcher } from './language-switcher';
import { SiteFooter } from './site-footer';

export const MAIN_CONTENT_ID = 'main-content';

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: 0;
  /* Above the page by its own height, whatever the reader's text size makes that (a fixed offset peeked out at 200 %). */
  transform: translateY(calc(-100% - 8px));
  z-index: 10;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    transform: translateY(8px);
  }
`;

/** One row on wide screens; on phones the toolbar (brand, account, languages) over its 48 px navigation extension. */
const Bar = styled(Toolbar)`
  flex-wrap: wrap;
  justify-content: space-between;
  padding-top: 4px;
  padding-bottom: 4px;
  ${down('md')} {
    row-gap: 0;
  }
  ${down('sm')} {
    column-gap: 6px;
    padding-inline: 12px;
  }
`;

const Brand = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 500;
  text-decoration: none;
  img {
    height: 36px;
    width: auto;
    display: block;
  }
  ${down('sm')} {
    img {
      height: 28px;
    }
  }
  /* The narrowest phones show the brand's mark only (its name stays the image's alt text): the row then holds the
     brand, four languages, the bell and the account. */
  @media (max-width: 419.98px) {
    img {
      width: 24px;
      object-fit: cover;
      object-position: left center;
    }
  }
`;

const MainNav = styled.nav`
  order: 3;
  width: 100%;
  ${up('md')} {
    order: 0;
    width: auto;
  }
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
    overflow-x: auto;
  }
  a {
    display: inline-block;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.18);
    font-weight: 500;
  }
`;

const Account = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.9375rem;
  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    font-weight: 500;
  }
  ${down('sm')} {
    gap: 4px;
    a {
      padding: 8px 6px;
    }
  }
  a:hover {
    text-decoration: underline;
  }
  label {
    color: inherit;
  }
  /* Who is signed in is read out everywhere, shown only where the row has room for it. */
  @media (max-width: 1439.98px) {
    > span {
      ${visuallyHidden}
    }
  }
  ${down('sm')} {
    order: 2;
  }
`;

/** On phones the languages share the first row with the brand; the account's tools come under them. */
const Languages = styled.div`
  ${down('sm')} {
    order: 1;
  }
`;

export const Main = styled.main`
  padding: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(6)};
  animation: page-in 100ms ease-out;
  @keyframes page-in {
    from {
      opacity: 0.4;
    }
    to {
      opacity: 1;
    }
  }
`;

/** Says, without hiding anything, that the network is gone; it goes away by itself when the network returns. */
const OfflineBanner = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.secondaryLight};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export const DefaultLayout = () => {
  const t = useText();
  const online = useOnlineStatus();
  const context = useSiteContext();
  const { site, locale, session } = context;
  const { search } = useLocation();
  const permissions = useSession().role?.permissions ?? [];
  const teaches = permissions.includes(PERMISSIONS.teachGroups);
  const oversees = permissions.includes(PERMISSIONS.overseeGroups);
  useFocusMainHeadingOnNavigation(MAIN_CONTENT_ID);
  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('app.skipToContent')}</SkipLink>
      <Bar>
        <Brand to={paths.home(locale)} end>
          {/* The logo is the wordmark: its alt text is the site's name. */}
          <img src={`/logo/${contrastLogoFile(site.logo)}`} alt={site.niceName} />
        </Brand>
        <MainNav aria-label={t('app.mainNavigation')}>
          <ul>
            <li>
              <NavLink to={paths.home(locale)} end>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.catalogue(locale)}>{t('nav.catalogue')}</NavLink>
            </li>
            {session.user ? (
              <li>
                <NavLink to={paths.profile(locale)}>{t('nav.profile')}</NavLink>
              </li>
            ) : null}
            {session.user && teaches ? (
              <li>
                <NavLink to={paths.teach(locale)}>{t('nav.teach')}</NavLink>
              </li>
            ) : null}
            {session.user && oversees ? (
              <li>
                <NavLink to={paths.oversee(locale)}>{t('nav.oversee')}</NavLink>
              </li>
            ) : null}
          </ul>
        </MainNav>
        <Account aria-label={t('app.userMenu')}>
          {session.user ? (
            <>
              <NotificationBell userId={session.user._id} siteId={site._id} />
              <ModeSwitch />
              <span>{t('app.signedInAs', { name: `${session.user.fields.name} ${session.user.fields.surname}`.trim() })}</span>
              <NavLink to={paths.logout(locale)}>{t('nav.logout')}</NavLink>
            </>
          ) : (
            // A visitor sent home from a page for learners signs in and continues there.
            <NavLink to={paths.login(locale, returnToOf(search))}>{t('nav.login')}</NavLink>
          )}
        </Account>
        <Languages>
          <LanguageSwitcher locales={site.supportedLocale} current={locale} />
        </Languages>
      </Bar>
      <ModeBar>
        <CmsLinks />
      </ModeBar>
      {/* Study time is a learner's: a visitor offline is only told the pages will catch up. */}
      {online ? null : <OfflineBanner role="alert">{t(session.user ? 'app.offline' : 'app.offlineVisitor')}</OfflineBanner>}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* No Suspense boundary of its own: measured, React then took the page's content over in one long task
            (Lighthouse TBT of the course page 142 -> 228 ms); inside the page's transition it yields as it goes. */}
        <Outlet />
      </Main>
      <HydrateWhenNear>
        <SiteFooter siteName={site.niceName} locale={locale} />
      </HydrateWhenNear>
      {session.user ? <NotificationToasts /> : null}
    </>
  );
};
