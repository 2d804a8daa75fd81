import { matchRoutes, type RouteObject } from 'react-router';
import { sessionPreloaded } from '@tiles/auth';
import { pageLocale } from '@tiles/contracts';
import { type SitePreload } from '@tiles/contracts-site-preload';
import { appErrorRaised } from '@tiles/app-errors';
import { api } from '@tiles/api-client';
import { prefetchesFor, resolveNavigation, type NavigationDecision, type PrefetchRequest } from '@tiles/routing';
import { primeSiteCache } from '@tiles/site';
import { pageRoutes } from './routes';
import type { AppStore } from './store';

/**
 * The state of the first render, the same on the server and in the browser (so hydration matches): the preloaded
 * answers in the cache, the session known, and the navigation rules applied to the URL (a 404 is the app error).
 */
export const prepareFirstRender = (store: AppStore, preload: SitePreload, url: URL): NavigationDecision => {
  store.dispatch(primeSiteCache(preload));
  if (preload.user !== undefined) store.dispatch(sessionPreloaded({ user: preload.user, role: preload.role, mode: preload.mode }));
  const decision = resolveNavigation({
    pathname: url.pathname,
    search: url.search,
    currentLocale: firstRenderLocale(preload, url),
    supportedLocales: preload.site.supportedLocale,
    isAuthenticated: Boolean(preload.user),
    permissions: preload.user && preload.role && preload.role._id === preload.user.role[0] ? preload.role.permissions : undefined,
    routes: pageRoutes,
    categorySlugs: preload.categories.map((category) => category.slug),
    origin: url.origin,
  });
  if (decision.type === 'not-found' || decision.type === 'error') {
    store.dispatch(
      appErrorRaised({
        statusCode: decision.statusCode,
        statusMessage: decision.statusCode === 404 ? 'Not Found' : 'Internal Server Error',
        message: decision.message,
        code: decision.code,
        params: { path: decision.path },
      }),
    );
  }
  return decision;
};

/** The locale the first screen is in: the URL's when the site supports it, else the preloaded one. */
export const firstRenderLocale = (preload: SitePreload, url: URL) => pageLocale(url.pathname, preload.site, preload.locale);

/** The calls the first screen's routes declare (`handle.prefetch`), in order: the server runs them into its store. */
export const firstRenderPrefetches = (preload: SitePreload, url: URL) =>
  prefetchesFor(pageRoutes, url, firstRenderLocale(preload, url), Boolean(preload.user));

type Endpoints = Record<string, { initiate?: (arg: unknown) => unknown } | undefined>;

/**
 * Runs the first screen's calls into the store, through the endpoints its pages use (the page's code, loaded
 * first, has injected them), the same way the pages would: the same handlers, permission checks and cache keys.
 * Answers whether a call that defines the page found nothing (the page is then a 404).
 */
export const runFirstScreenCalls = async (store: AppStore, requests: readonly PrefetchRequest[]) => {
  const statuses = await Promise.all(
    requests.map(async (request) => {
      const endpoint = (api.endpoints as Endpoints)[request.endpointName];
      // An endpoint this build's pages do not inject: the page asks for itself in the browser.
      if (!endpoint?.initiate) return undefined;
      // Subscribed for the store's whole (short) life: no removal timer outlives the render.
      const result = await (store.dispatch(endpoint.initiate(request.arg) as never) as unknown as PromiseLike<{
        error?: { statusCode?: number };
      }>);
      return result.error?.statusCode;
    }),
  );
  return requests.some((request, index) => request.definesPage && statuses[index] === 404);
};

/** Loads the code of the routes a path matches, so the first render (server or hydration) has every page at hand. */
export const loadRoutesFor = async (routes: RouteObject[], pathname: string) => {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};
