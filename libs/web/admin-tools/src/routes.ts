import { webRoute } from '@tiles/routing';

/**
 * The audit log's page, lazily loaded, on its route of `WEB_ROUTES`: signed-in only; the api answers it in admin
 * mode only, and the page says so otherwise.
 */
export const adminToolsRoutes = {
  audit: webRoute('audit', { lazy: async () => ({ Component: (await import('./route-pages')).AuditRoute }) }),
  accounts: webRoute('adminAccounts', { lazy: async () => ({ Component: (await import('./route-pages')).AccountsRoute }) }),
};
