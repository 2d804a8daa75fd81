import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { AuditPage } from './audit-page';

export const AuditRoute = () => {
  useSitePageTitle(useText()('page.audit.title'));
  return <AuditPage />;
};
