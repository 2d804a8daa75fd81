import { webRoute } from '@tiles/routing';

/** The page the service worker sends a full load to when it cannot serve it offline (its screen loads with it). */
export const offlineFallbackRoute = webRoute('offlineFallback', {
  lazy: async () => ({ Component: (await import('./offline-fallback-page')).OfflineFallbackPage }),
});
