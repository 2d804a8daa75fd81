import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { AuditPage } from './audit-page';
import { AccountsPage } from './accounts-page';

export const AuditRoute = () => {
  useSitePageTitle(useText()('page.audit.title'));
  return <AuditPage />;
};

export const AccountsRoute = () => {
  useSitePageTitle(useText()('page.adminAccounts.title'));
  return <AccountsPage />;
};
