/**
 * The contract of the site's part of every page, preloaded in its HTML.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  boilerplateQueryFor,
  pagePreloadSchema,
  PREFETCHED_ELEMENT_ID,
  SITE_PRELOAD_ELEMENT_ID,
  sitePreloadSchema,
  siteTextsSchema,
  siteTextsUrl,
  type PagePreload,
  type SitePreload,
  type SiteTexts,
} from './preload.js';
