import { matchRoutes, type RouteObject } from 'react-router';
import { sessionPreloaded } from '@tiles/auth';
import type { SitePreload } from '@tiles/contracts';
import { appErrorRaised } from '@tiles/error-screen';
import { resolveNavigation, type NavigationDecision } from '@tiles/route-guard';
import { primeSiteCache } from '@tiles/site';
import { pageRoutes } from './routes';
import type { AppStore } from './store';

/**
 * The state of the first render, the same on the server and in the browser (so hydration matches): the preloaded
 * answers in the cache, the session known, and the navigation rules applied to the URL (a 404 is the app error).
 */
export const prepareFirstRender = (store: AppStore, preload: SitePreload, url: URL): NavigationDecision => {
  store.dispatch(primeSiteCache(preload));
  if (preload.user !== undefined) store.dispatch(sessionPreloaded(preload.user));
  const supported = preload.site.supportedLocale;
  const urlLocale = url.pathname.split('/')[1] ?? '';
  const decision = resolveNavigation({
    pathname: url.pathname,
    search: url.search,
    currentLocale: supported.includes(urlLocale) ? urlLocale : preload.locale,
    supportedLocales: supported,
    isAuthenticated: Boolean(preload.user),
    routes: pageRoutes,
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
