import { webRoute } from '@tiles/routing';

/** The notifications lib's page, lazily loaded, on its route of `WEB_ROUTES`. */
export const notificationRoutes = {
  reportBarrier: webRoute('reportBarrier', {
    lazy: async () => ({ Component: (await import('./barrier-report-page')).BarrierReportPage }),
  }),
  unsubscribe: webRoute('unsubscribe', { lazy: async () => ({ Component: (await import('./unsubscribe-page')).UnsubscribePage }) }),
};
