import { webRoute } from '@tiles/routing';

/** The teacher's page, the manager's, a join link's page and the profile's groups tab, each loaded lazily on its route of `WEB_ROUTES`. */
export const groupRoutes = {
  teach: webRoute('teach', { lazy: async () => ({ Component: (await import('./route-pages')).TeachRoute }) }),
  oversee: webRoute('oversee', { lazy: async () => ({ Component: (await import('./route-pages')).OverseeRoute }) }),
  join: webRoute('join', { lazy: async () => ({ Component: (await import('./route-pages')).JoinRoute }) }),
  myGroups: webRoute('myGroups', { lazy: async () => ({ Component: (await import('./route-pages')).MyGroupsRoute }) }),
};
