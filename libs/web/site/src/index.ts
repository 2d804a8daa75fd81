export {
  siteApi,
  useGetBoilerplateQuery,
  useGetCategoriesQuery,
  useGetLocalesQuery,
  useGetSiteQuery,
} from './site-api';
export { useSiteBootstrap, type SiteBootstrap } from './use-site-bootstrap';
