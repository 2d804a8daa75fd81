export {
  siteApi,
  useGetBoilerplateQuery,
  useGetCategoriesQuery,
  useGetLocalesQuery,
  useGetSiteQuery,
} from './site-api';
export { siteNotFoundError, useSiteBootstrap, type SiteBootstrap, type SiteNotFoundError } from './use-site-bootstrap';
