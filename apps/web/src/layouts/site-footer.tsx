import { paths } from '@tiles/contracts';
import { ACCESSIBILITY_STATEMENT_SLUG } from '@tiles/contracts-notifications';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useText } from '@tiles/i18n';
import { down } from '@tiles/ui-kit';
import { ColorSchemeSwitcher } from './color-scheme-switcher';

const Footer = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: center;
  justify-content: space-between;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 6px 0;
    color: inherit;
  }
  ${down('sm')} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** The site's footer on every page: its name and the generic pages (who we are, privacy). */
export const SiteFooter = ({ siteName, locale }: { siteName: string; locale: string }) => {
  const t = useText();
  const { pathname, search } = useLocation();
  return (
    <Footer>
      <span>{t('footer.site', { site: siteName })}</span>
      <ColorSchemeSwitcher />
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <Link to={paths.page(locale, 'chi-siamo')}>{t('footer.about')}</Link>
          </li>
          <li>
            <Link to={paths.page(locale, 'pf/privacy')}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={paths.catalogue(locale)}>{t('nav.catalogue')}</Link>
          </li>
          <li>
            <Link to={paths.page(locale, ACCESSIBILITY_STATEMENT_SLUG)}>{t('footer.accessibility')}</Link>
          </li>
          <li>
            <Link to={paths.reportBarrier(locale, `${pathname}${search}`)}>{t('barrier.title')}</Link>
          </li>
        </ul>
      </nav>
    </Footer>
  );
};
