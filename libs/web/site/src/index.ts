export { primeSiteCache, siteApi, siteArgs, useGetCategoriesQuery, useGetSiteQuery, useSetMaintenanceMutation } from './site-api';
export { useSiteBootstrap } from './use-site-bootstrap';
export { SiteContext, useSiteContext, type SiteContextValue } from './site-context';
export { PageTitleSink, usePageTitle, useSitePageTitle } from './use-page-title';
