import type { NonIndexRouteObject } from 'react-router';
import { WEB_ROUTES, type WebRouteId, type WebRouteMeta } from '@tiles/contracts';
import type { GuardHandle, RoutePrefetch } from './route-handle';

/** The guard's reading of a route's shared metadata (`WEB_ROUTES`), with the web-only prefetch beside it. */
export const guardHandleOf = (meta: WebRouteMeta, prefetch?: RoutePrefetch): GuardHandle => {
  const { validateSplat } = meta;
  return {
    ...(validateSplat ? { validate: (params, site) => validateSplat(params['*'], site) } : {}),
    ...(meta.signedIn ? { middleware: ['auth'] } : {}),
    ...(meta.permission ? { permission: meta.permission } : {}),
    ...(meta.openDuringMaintenance ? { openDuringMaintenance: true } : {}),
    ...(meta.tracking ? { tracking: meta.tracking } : {}),
    ...(prefetch ? { prefetch } : {}),
  };
};

type PageOf = Pick<NonIndexRouteObject, 'lazy' | 'element' | 'Component' | 'children'>;

/**
 * A route of the web's table from its entry in `WEB_ROUTES`: its id, path and guard metadata come from there, the
 * page (and, for the first render, its prefetch) from the lib that owns it.
 */
export const webRoute = (id: WebRouteId, page: PageOf, prefetch?: RoutePrefetch): NonIndexRouteObject => ({
  id,
  path: WEB_ROUTES[id].path,
  handle: guardHandleOf(WEB_ROUTES[id], prefetch),
  ...page,
});
