import type { RouteObject } from 'react-router';
import { authRoutes } from '@tiles/auth';
import { cmsRoutes } from '@tiles/cms';
import { courseRoutes } from '@tiles/courses';
import { profileRoute } from '@tiles/profile';
import type { GuardHandle } from '@tiles/route-guard';
import { DefaultLayout } from './layouts/default-layout';
import { FederatedLayout, MaintenanceLayout, MaintenanceMessage } from './layouts/plain-layouts';
import { HomePage } from './pages/home-page';

const guard = (handle: GuardHandle) => handle;

/**
 * Every route of spec §2, composed from the routes the feature libs export, with its layout and its metadata in
 * `handle`: the guard (validate, auth middleware, the protected and unprefixed segments), the maintenance gate
 * and tracking all read this table; pages load lazily through the data router; links are built with `paths` from
 * route-guard, whose shapes these paths match (a test checks it).
 */
export const pageRoutes: RouteObject[] = [
  {
    // Bare /federated must reach the validate rule (404), not an empty layout.
    path: '/federated',
    element: <FederatedLayout />,
    handle: guard({ validate: (params) => Boolean(params['*']), openDuringMaintenance: true }),
    children: [authRoutes.federated],
  },
  {
    path: '/tiles-access',
    element: <FederatedLayout />,
    handle: guard({ openDuringMaintenance: true }),
    children: [authRoutes.tilesAccess],
  },
  {
    path: '/:locale/maintenance',
    element: <MaintenanceLayout />,
    children: [{ index: true, element: <MaintenanceMessage /> }],
  },
  {
    path: '/:locale',
    element: <DefaultLayout />,
    children: [
      { index: true, element: <HomePage /> },
      courseRoutes.catalogue,
      courseRoutes.session,
      courseRoutes.course,
      authRoutes.login,
      authRoutes.logout,
      authRoutes.audit,
      cmsRoutes.texts,
      cmsRoutes.drafts,
      cmsRoutes.notifications,
      cmsRoutes.game,
      cmsRoutes.pages,
      courseRoutes.pfPage,
      profileRoute,
      courseRoutes.page,
    ],
  },
  // Only the guard sees this: it turns "nothing matched" into 404 'Page not found: {path}'.
  { path: '*', handle: guard({ notFound: true }), element: null },
];
