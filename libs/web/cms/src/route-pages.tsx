import type { ReactNode } from 'react';
import { useSession } from '@tiles/auth';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { Container } from '@tiles/ui-kit';
import { ComposePage } from './compose-page';
import { DraftsPage } from './drafts-page';
import { GamePage } from './game-page';
import { PagesPage } from './pages-page';
import { TextsPage } from './texts-page';
import type { TextKey } from '@tiles/contracts';

/** An admin-mode page with its title; outside admin mode it says how to get there instead of failing calls. */
const AdminPage = ({ title, children }: { title: TextKey; children: ReactNode }) => {
  const t = useText();
  const { mode } = useSession();
  useSitePageTitle(t(title));
  return (
    <Container>
      {mode === 'admin' ? (
        children
      ) : (
        <>
          <h1>{t(title)}</h1>
          <p role="note">{t('cms.needsAdminMode')}</p>
        </>
      )}
    </Container>
  );
};

export const TextsRoute = () => (
  <AdminPage title="page.texts.title">
    <TextsPage />
  </AdminPage>
);

export const DraftsRoute = () => (
  <AdminPage title="page.drafts.title">
    <DraftsPage />
  </AdminPage>
);

export const ComposeRoute = () => (
  <AdminPage title="page.compose.title">
    <ComposePage />
  </AdminPage>
);

export const GameRoute = () => (
  <AdminPage title="page.game.title">
    <GamePage />
  </AdminPage>
);

export const PagesRoute = () => (
  <AdminPage title="page.pages.title">
    <PagesPage />
  </AdminPage>
);
