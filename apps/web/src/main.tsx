import '@tiles/ui-kit/fonts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { configureApiClient, firstScreenHydrated } from '@tiles/api-client';
import { localeOfPath, showsInternals } from '@tiles/contracts';
import { ErrorScreen, toAppError } from '@tiles/app-errors';
import { networkCameBack } from '@tiles/api-client';
import { registerServiceWorker } from '@tiles/offline';
import { createApiTransport, createTracker, startTracking, tracking } from '@tiles/tracking';
import { ensureGlobalStyle, theme } from '@tiles/ui-kit';
import { loadModeBar, showsModeBar } from '@tiles/admin-tools';
import { App } from './app';
import { createAppErrorHandler } from './app-errors';
import { loadRoutesFor, prepareFirstRender } from './first-render';
import { pageRoutes } from './routes';
import { fetchSiteTexts, readFirstScreenApiState, readPagePreload, readRuntimeConfig } from './runtime-config';
import { createStore, type RootState } from './store';

const container = document.getElementById('root')!;
// A server-rendered page came with the page-wide rules; a page mounted here alone (the offline shell) gets them now.
ensureGlobalStyle();

/** Who is signed in (null: nobody), once the session is known. */
const signedInLearner = (store: ReturnType<typeof createStore>) => {
  const { session } = store.getState();
  return session.status === 'unknown' ? undefined : session.userId;
};

/**
 * Lets the browser run between the steps of taking the page over (input, paint), so that no single step becomes
 * one long task on a slow phone; the server-rendered page is on screen meanwhile.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const mount = async () => {
  // The page's texts are on their way already (the head preloads them): asked for at once, awaited before the first render.
  const page = readPagePreload();
  const texts = page ? fetchSiteTexts(page.texts) : undefined;
  await yieldToBrowser();
  const runtime = readRuntimeConfig();
  const store = createStore({ initialLocale: localeOfPath(window.location.pathname) });
  configureApiClient({
    baseUrl: '/',
    requestContext: (state) => ({ siteId: runtime.siteId, localeCode: (state as RootState).locale.current }),
  });
  await yieldToBrowser();
  const siteTexts = await texts;
  const preload = page && siteTexts ? { ...page, ...siteTexts } : undefined;
  const here = new URL(window.location.href);
  const ours = preload && preload.siteId === runtime.siteId ? preload : undefined;
  // The server's answers to the page's calls come first: knowing the session may start writes (lessons completed
  // offline) whose answers must land after them in the cache, never before them (they would be overwritten).
  const apiState = ours ? readFirstScreenApiState() : undefined;
  if (apiState) store.dispatch(firstScreenHydrated(apiState));
  if (ours) prepareFirstRender(store, ours, here);

  await yieldToBrowser();
  const tracker = createTracker({
    transport: createApiTransport(store),
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    userAgent: navigator.userAgent,
    isOnline: () => navigator.onLine,
    visible: document.visibilityState === 'visible',
    learner: () => signedInLearner(store),
  });
  tracking.configure(tracker);
  startTracking(tracker, window);

  const raise = createAppErrorHandler(store.dispatch);
  window.addEventListener('unhandledrejection', (event) => raise(event.reason));
  // A chunk that cannot be preloaded is left to fail its import (no preventDefault): the page that needed it goes to
  // the router's error element, which hands it to `raise` (a reload at most once, then the error screen).

  await yieldToBrowser();
  const app = <App store={store} runtime={runtime} onError={raise} />;
  // The server rendered this page: the same pages' code first, then React takes over the HTML as it is. When that
  // code cannot load, the page is rendered afresh instead: the router meets the same failure and hands it to the
  // app's error handling (a reload at most once, then the error screen in the reader's language).
  // Without its texts (texts changed since the page was made, offline without a copy) the page cannot be taken over
  // as it is: it is rendered afresh, asking the api.
  const pageCodeLoaded =
    container.firstElementChild !== null &&
    (page === undefined || ours !== undefined) &&
    (await Promise.all([
      loadRoutesFor(pageRoutes, window.location.pathname),
      // A member of staff's page was rendered with the mode bar: its code too, or the HTML would not match.
      showsModeBar(ours?.user ? ours.mode?.mode : undefined) ? loadModeBar() : undefined,
    ]).then(
      () => true,
      () => false,
    ));
  if (pageCodeLoaded) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the
    // page, already painted, stays responsive while React takes it over.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.warn('Hydration recovered by rendering again:', error) });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The built app only: a development server's modules are not the build a service worker could precache.
  // Lessons completed offline go out when the network is back.
  window.addEventListener('online', () => store.dispatch(networkCameBack()));
  if (import.meta.env.PROD) {
    registerServiceWorker(() => signedInLearner(store));
  }
  return runtime;
};

/** Setup failed before the app could show anything: the error screen on its own (spec §8), then rethrown. */
const showMountError = (error: unknown) => {
  console.error('Error while mounting app:', error);
  let showStack: boolean;
  try {
    showStack = showsInternals(readRuntimeConfig().publicEnv);
  } catch {
    showStack = false;
  }
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <ErrorScreen error={toAppError(error)} showStack={showStack} />
    </ThemeProvider>,
  );
  throw error;
};

mount().catch(showMountError);
