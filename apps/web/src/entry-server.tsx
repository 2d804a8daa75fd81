import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { loadModeBar, showsModeBar } from '@tiles/admin-tools';
import { firstScreenApiState, type FirstScreenApiState } from '@tiles/api-client';
import { localeOfPath, paths, type WebRuntimeConfig } from '@tiles/contracts';
import { type SitePreload } from '@tiles/contracts-site-preload';
import { isOpenDuringMaintenance } from '@tiles/routing';
import { PageTitleSink } from '@tiles/site';
import { globalStyleTag } from '@tiles/ui-kit';
import { AppProviders, appRoutes } from './app';
import { firstRenderPrefetches, prepareFirstRender, runFirstScreenCalls } from './first-render';
import { pageRoutes } from './routes';
import { createStore, type RootState } from './store';

export type ServerRender =
  | { type: 'redirect'; location: string; statusCode: 302 }
  | { type: 'page'; statusCode: number; html: string; styles: string; apiState: FirstScreenApiState; title?: string };

/** Where the in-process fetch reads paths from: never a real host (the api's routes answer in process). */
const IN_PROCESS_BASE = 'http://in-process/';

// The route table flattened and ranked once per server, not on every page it renders.
const staticHandlers = new WeakMap<WebRuntimeConfig, StaticHandler>();
const staticHandlerFor = (runtime: WebRuntimeConfig) => {
  let handler = staticHandlers.get(runtime);
  if (!handler) {
    handler = createStaticHandler(appRoutes(runtime, () => undefined));
    staticHandlers.set(runtime, handler);
  }
  return handler;
};

/**
 * Renders the first screen of `url` on the server, so the page paints before any JavaScript runs; the browser then
 * hydrates it. The navigation rules run first, from the same route table: their redirects become HTTP redirects,
 * and a 404 renders the error screen with status 404. The page's own calls run through its real endpoints into the
 * server's store (`fetch` runs the api's routes in process, with the page's cookie); the answers go to the browser
 * as that store's api state, which the browser's store takes over before hydrating.
 */
export const renderPage = async ({
  url,
  runtime,
  preload,
  fetch,
}: {
  url: string;
  runtime: WebRuntimeConfig;
  preload: SitePreload;
  /** Runs an api request in process (the api's `inject`), for the page's calls. */
  fetch: typeof globalThis.fetch;
}): Promise<ServerRender> => {
  const { pathname, search } = new URL(url);
  const urlLocale = localeOfPath(pathname);
  const store = createStore({
    initialLocale: urlLocale,
    inProcessApi: {
      fetchFn: fetch,
      baseUrl: IN_PROCESS_BASE,
      requestContext: (state) => ({ siteId: preload.siteId, localeCode: (state as RootState).locale.current }),
    },
  });
  // A signed-in learner reads in their own locale: the URL follows it (as the app root does in the browser).
  const user = preload.user;
  if (user && urlLocale && urlLocale !== user.locale && preload.site.supportedLocale.includes(user.locale)) {
    return { type: 'redirect', location: `${paths.inLocale(pathname, user.locale)}${search}`, statusCode: 302 };
  }
  const decision = prepareFirstRender(store, preload, new URL(url));
  if (decision.type === 'redirect') return { type: 'redirect', location: decision.to, statusCode: 302 };

  // The pages' code first (it injects the endpoints the calls go through), then the calls.
  const handler = staticHandlerFor(runtime);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { type: 'redirect', location: context.headers.get('location') ?? '/', statusCode: 302 };
  }
  // A member of staff's page shows the mode bar, whose code is loaded only for them.
  if (showsModeBar(preload.user ? preload.mode?.mode : undefined)) await loadModeBar();
  const calls = decision.type === 'render' ? await firstRenderPrefetches(preload, new URL(url)) : [];
  const missing = await runFirstScreenCalls(store, calls);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const pageTitle: { title?: string } = {};
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PageTitleSink value={pageTitle}>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageTitleSink>,
      ),
    );
    // Under maintenance the page is the maintenance notice, for everyone who does not run the site: 503.
    const underMaintenance =
      preload.site.maintenance && !(preload.role?.modes ?? []).includes('admin') && !isOpenDuringMaintenance(pageRoutes, pathname);
    const statusCode =
      decision.type === 'render' || decision.type === 'pending' ? (underMaintenance ? 503 : missing ? 404 : 200) : decision.statusCode;
    const apiState = firstScreenApiState(
      store.getState(),
      calls.map((call) => call.endpointName),
    );
    return {
      type: 'page',
      statusCode,
      html,
      // The page-wide rules first: the components' rules after them win where both apply.
      styles: `${globalStyleTag()}${sheet.getStyleTags()}`,
      apiState,
      ...(pageTitle.title ? { title: pageTitle.title } : {}),
    };
  } finally {
    sheet.seal();
  }
};
