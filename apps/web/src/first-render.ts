import { matchRoutes, type RouteObject } from 'react-router';
import { sessionPreloaded } from '@tiles/auth';
import { localeOfPath, type SitePreload } from '@tiles/contracts';
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
  if (preload.user !== undefined) store.dispatch(sessionPreloaded({ user: preload.user, role: preload.role }));
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
export const firstRenderLocale = (preload: SitePreload, url: URL) => {
  const urlLocale = localeOfPath(url.pathname);
  return urlLocale && preload.site.supportedLocale.includes(urlLocale) ? urlLocale : preload.locale;
};

/** The calls the first screen's routes declare (`handle.prefetch`), in order: the server makes them. */
export const firstRenderPrefetches = (preload: SitePreload, url: URL) => prefetchesFor(pageRoutes, url, firstRenderLocale(preload, url));

/**
 * Puts the answers of those calls into the cache, under the arguments the pages ask with (an answer that is
 * missing, or does not read, is left for the page to ask for itself).
 */
export const primePrefetched = (store: AppStore, requests: PrefetchRequest[], answers: readonly unknown[]) => {
  requests.forEach((request, index) => {
    const answer = answers[index];
    if (answer === undefined || answer === null) return;
    try {
      const value = request.read(answer);
      store.dispatch(api.util.upsertQueryEntries([{ endpointName: request.endpointName, arg: request.arg, value } as never]));
    } catch {
      // Not what the endpoint answers: the page asks the api itself.
    }
  });
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
