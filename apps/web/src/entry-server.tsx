import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { localeOfPath, paths, type SitePreload, type WebRuntimeConfig } from '@tiles/contracts';
import { isOpenDuringMaintenance } from '@tiles/routing';
import { AppProviders, appRoutes } from './app';
import { firstRenderLocale, firstRenderPrefetches, prepareFirstRender, primePrefetched } from './first-render';
import { pageRoutes } from './routes';
import { createStore } from './store';

export type ServerRender =
  { type: 'redirect'; location: string; statusCode: 302 } | { type: 'page'; statusCode: number; html: string; styles: string };

/**
 * Renders the first screen of `url` on the server from the answers preloaded into the same HTML, so the page
 * paints before any JavaScript runs; the browser then hydrates it. The navigation rules run first, from the same
 * route table: their redirects become HTTP redirects, and a 404 renders the error screen with status 404.
 */
/** The api calls the first screen of `url` needs (the server makes them, in order, and passes their answers). */
export const prefetchesForPage = async ({ url, preload }: { url: string; preload: SitePreload }) =>
  (await firstRenderPrefetches(preload, new URL(url))).map(({ url: call, definesPage }) => ({
    url: call,
    locale: firstRenderLocale(preload, new URL(url)),
    definesPage: definesPage ?? false,
  }));

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

export const renderPage = async ({
  url,
  runtime,
  preload,
  answers = [],
}: {
  url: string;
  runtime: WebRuntimeConfig;
  preload: SitePreload;
  /** The answers of prefetchesForPage's calls, in the same order (null where a call failed). */
  answers?: readonly unknown[];
}): Promise<ServerRender> => {
  const { pathname, search } = new URL(url);
  const urlLocale = localeOfPath(pathname);
  const store = createStore({ initialLocale: urlLocale });
  // A signed-in learner reads in their own locale: the URL follows it (as the app root does in the browser).
  const user = preload.user;
  if (user && urlLocale && urlLocale !== user.locale && preload.site.supportedLocale.includes(user.locale)) {
    return { type: 'redirect', location: `${paths.inLocale(pathname, user.locale)}${search}`, statusCode: 302 };
  }
  const decision = prepareFirstRender(store, preload, new URL(url));
  if (decision.type === 'redirect') return { type: 'redirect', location: decision.to, statusCode: 302 };
  if (decision.type === 'render') primePrefetched(store, await firstRenderPrefetches(preload, new URL(url)), answers);

  const handler = staticHandlerFor(runtime);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { type: 'redirect', location: context.headers.get('location') ?? '/', statusCode: 302 };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    // Under maintenance the page is the maintenance notice, for everyone who does not run the site: 503.
    const underMaintenance =
      preload.site.maintenance && !(preload.role?.modes ?? []).includes('admin') && !isOpenDuringMaintenance(pageRoutes, pathname);
    const statusCode = decision.type === 'render' || decision.type === 'pending' ? (underMaintenance ? 503 : 200) : decision.statusCode;
    return { type: 'page', statusCode, html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
};
