export {
  primeSiteCache,
  siteApi,
  useGetBoilerplateQuery,
  useGetCategoriesQuery,
  useGetLocalesQuery,
  useGetSiteQuery,
} from './site-api';
export { useSiteBootstrap, type SiteBootstrap, type SiteNotFoundError } from './use-site-bootstrap';
