import '@tiles/ui-theme/fonts';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { configureApiClient } from '@tiles/api-client';
import { isLocaleCode, showsInternals } from '@tiles/contracts';
import { sessionPreloaded } from '@tiles/auth';
import { ErrorScreen, toAppError } from '@tiles/error-screen';
import { primeSiteCache } from '@tiles/site';
import { createApiTransport, createTracker, startTracking, tracking } from '@tiles/tracking';
import { GlobalStyle, theme } from '@tiles/ui-theme';
import { App } from './app';
import { createAppErrorHandler } from './app-errors';
import { readRuntimeConfig, readSitePreload } from './runtime-config';
import { createStore, type RootState } from './store';

const container = document.getElementById('root')!;

const mount = () => {
  const runtime = readRuntimeConfig();
  const urlLocale = window.location.pathname.split('/')[1] ?? '';
  const store = createStore({ initialLocale: isLocaleCode(urlLocale) ? urlLocale : undefined });
  configureApiClient({
    baseUrl: '/',
    requestContext: (state) => ({ siteId: runtime.siteId, localeCode: (state as RootState).locale.current }),
  });
  const preload = readSitePreload();
  if (preload && preload.siteId === runtime.siteId) {
    store.dispatch(primeSiteCache(preload));
    if (preload.user !== undefined) store.dispatch(sessionPreloaded(preload.user));
  }

  const tracker = createTracker({
    transport: createApiTransport(store),
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    userAgent: navigator.userAgent,
    isOnline: () => navigator.onLine,
    visible: document.visibilityState === 'visible',
  });
  tracking.configure(tracker);
  startTracking(tracker, window);

  const raise = createAppErrorHandler(store.dispatch);
  window.addEventListener('unhandledrejection', (event) => raise(event.reason));
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    raise((event as Event & { payload?: unknown }).payload);
  });

  createRoot(container).render(<App store={store} runtime={runtime} onError={raise} />);
  return runtime;
};

try {
  mount();
} catch (error) {
  console.error('Error while mounting app:', error);
  // Setup failed before the app could show anything: show the error screen on its own, then rethrow.
  let showStack: boolean;
  try {
    showStack = showsInternals(readRuntimeConfig().publicEnv);
  } catch {
    showStack = false;
  }
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorScreen error={toAppError(error)} showStack={showStack} />
    </ThemeProvider>,
  );
  throw error;
}
