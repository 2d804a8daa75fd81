import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useFocusMainHeadingOnNavigation } from '@tiles/route-guard';
import { Card, Container } from '@tiles/ui-theme';
import { useSiteContext } from '../site-context';
import { MAIN_CONTENT_ID } from './default-layout';

const Shell = styled.div<{ $tone: 'primary' | 'secondary' }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.secondaryLight)};
`;

const Panel = styled(Card)`
  max-width: 560px;
  text-align: center;
  img { height: 40px; width: auto; }
`;

/** A centred card with the logo and nothing else: no navigation to wander off from. */
const PlainLayout = ({ tone }: { tone: 'primary' | 'secondary' }) => {
  const context = useSiteContext();
  useFocusMainHeadingOnNavigation(MAIN_CONTENT_ID);
  return (
    <Shell $tone={tone}>
      <Container>
        <Panel as="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ margin: '0 auto' }}>
          <img src={`/logo/${context.site.logo}`} alt={context.site.niceName} />
          <Outlet />
        </Panel>
      </Container>
    </Shell>
  );
};

export const FederatedLayout = () => <PlainLayout tone="primary" />;
export const MaintenanceLayout = () => <PlainLayout tone="secondary" />;
