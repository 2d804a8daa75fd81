import { webRoute } from '@tiles/routing';

/** The verification page and the page on how time is measured, each loaded lazily on its route of `WEB_ROUTES`. */
export const recordsRoutes = {
  verify: webRoute('verify', { lazy: async () => ({ Component: (await import('./route-pages')).VerifyRoute }) }),
  measuredTime: webRoute('measuredTime', { lazy: async () => ({ Component: (await import('./route-pages')).MeasuredTimeRoute }) }),
};
