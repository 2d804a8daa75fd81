import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useText } from '@tiles/i18n';
import styled from 'styled-components';
import { useFocusMainHeadingOnNavigation } from '@tiles/routing';
import { Card, Container } from '@tiles/ui-kit';
import { usePageTitle, useSiteContext } from '@tiles/site';
import { contrastLogoFile } from '@tiles/app-errors';
import { MAIN_CONTENT_ID } from './default-layout';

const Shell = styled.div<{ $tone: 'primary' | 'secondary' }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.header : theme.colors.secondaryLight)};
`;

const Panel = styled(Card)`
  max-width: 560px;
  text-align: center;
  img {
    height: 40px;
    width: auto;
  }
`;

/** A centred card with the logo and nothing else: no navigation to wander off from. */
const PlainLayout = ({ tone, children }: { tone: 'primary' | 'secondary'; children?: ReactNode }) => {
  const context = useSiteContext();
  useFocusMainHeadingOnNavigation(MAIN_CONTENT_ID);
  return (
    <Shell $tone={tone}>
      <Container>
        <Panel as="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ margin: '0 auto' }}>
          <img src={`/logo/${context.site.logo}`} alt={context.site.niceName} data-scheme-only="light" />
          <img src={`/logo/${contrastLogoFile(context.site.logo)}`} alt={context.site.niceName} data-scheme-only="dark" />
          {children ?? <Outlet />}
        </Panel>
      </Container>
    </Shell>
  );
};

export const FederatedLayout = ({ children }: { children?: ReactNode }) => <PlainLayout tone="primary">{children}</PlainLayout>;
export const MaintenanceLayout = ({ children }: { children?: ReactNode }) => <PlainLayout tone="secondary">{children}</PlainLayout>;

/** What every route shows while the site is under maintenance. */
export const MaintenanceMessage = () => {
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
