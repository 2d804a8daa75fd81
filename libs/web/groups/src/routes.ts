import { webRoute, type RoutePrefetch } from '@tiles/routing';

/** The groups, asked by the server with the page: the teacher's, the manager's and the profile's groups pages arrive with them. */
const prefetchGroups: RoutePrefetch = async (input) => (await import('./prefetch')).prefetchDueAssignments(input);

/** The teacher's page, the manager's, a join link's page and the profile's groups tab, each loaded lazily on its route of `WEB_ROUTES`. */
export const groupRoutes = {
  teach: webRoute('teach', { lazy: async () => ({ Component: (await import('./route-pages')).TeachRoute }) }, prefetchGroups),
  oversee: webRoute('oversee', { lazy: async () => ({ Component: (await import('./route-pages')).OverseeRoute }) }, prefetchGroups),
  join: webRoute('join', { lazy: async () => ({ Component: (await import('./route-pages')).JoinRoute }) }),
  myGroups: webRoute('myGroups', { lazy: async () => ({ Component: (await import('./route-pages')).MyGroupsRoute }) }, prefetchGroups),
};
