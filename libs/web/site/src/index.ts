export {
  primeSiteCache,
  siteApi,
  useGetBoilerplateQuery,
  useGetBadgesQuery,
  useGetCategoriesQuery,
  useGetLevelsQuery,
  useGetLocalesQuery,
  useGetSiteQuery,
  useSetMaintenanceMutation,
} from './site-api';
export { useSiteBootstrap, type SiteBootstrap, type SiteNotFoundError } from './use-site-bootstrap';
export { SiteContext, useSiteContext, type SiteContextValue } from './site-context';
export { usePageTitle, useSitePageTitle } from './use-page-title';
