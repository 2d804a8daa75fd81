import type { RouteObject } from 'react-router';
import type { GuardHandle } from '@tiles/route-guard';

const page = (name: 'LoginRoute' | 'LogoutRoute' | 'FederatedRoute' | 'TilesAccessRoute' | 'UserDataRoute' | 'AuditRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});
const handle = (value: GuardHandle) => value;

/**
 * The auth lib's routes with their metadata and lazily loaded pages. Sign-in and sign-out stay open during
 * maintenance (administrators must get in to switch it off). `federated` and `tilesAccess` are top-level (no
 * locale prefix); the host gives them their layout.
 */
export const authRoutes = {
  login: { path: 'login', handle: handle({ openDuringMaintenance: true }), lazy: page('LoginRoute') },
  logout: { path: 'logout', handle: handle({ openDuringMaintenance: true }), lazy: page('LogoutRoute') },
  userData: { path: 'user-data', lazy: page('UserDataRoute') },
  /** The audit log: signed-in only; the api answers it in admin mode only, and the page says so otherwise. */
  audit: { path: 'admin/audit', handle: handle({ middleware: ['auth'] }), lazy: page('AuditRoute') },
  federated: { path: '*', lazy: page('FederatedRoute') },
  tilesAccess: { index: true, lazy: page('TilesAccessRoute') },
} satisfies Record<string, RouteObject>;
