import type { RouteObject } from 'react-router';
import { adminToolsRoutes } from '@tiles/admin-tools';
import { authPages, authRoutes } from '@tiles/auth';
import { notificationRoutes } from '@tiles/notifications';
import { cmsRoutes } from '@tiles/cms';
import type { RouteLayout } from '@tiles/contracts';
import { courseRoutes } from '@tiles/courses';
import { groupRoutes } from '@tiles/groups';
import { offlineFallbackRoute } from '@tiles/offline';
import { prefetchLearnerHome, profileRoute } from '@tiles/profile';
import { recordsRoutes } from '@tiles/records';
import { webRoute, type GuardHandle } from '@tiles/routing';
import { DefaultLayout } from './layouts/default-layout';
import { FederatedLayout, MaintenanceLayout, MaintenanceMessage } from './layouts/plain-layouts';
import { HomePage } from './pages/home-page';

/** The id of the route that gives a layout (the profile area's layout is a page of the default one). */
export const layoutRouteId = (layout: Exclude<RouteLayout, 'profile'>) => `layout:${layout}`;

/**
 * Every route of spec §2, composed from the routes the feature libs export, with its layout. Paths and guard
 * metadata come from the shared `WEB_ROUTES` (through `webRoute`): the guard (validate, auth middleware, the
 * protected and unprefixed segments), the maintenance gate and tracking all read this table; pages load lazily
 * through the data router; links are built with the shared `paths`, which a test matches against this table.
 */
export const pageRoutes: RouteObject[] = [
  {
    // Bare /federated matches with an empty `*`: its validate rule answers 404, never an empty layout.
    id: layoutRouteId('federated'),
    element: <FederatedLayout />,
    children: [webRoute('federated', { lazy: authPages.federated }), webRoute('tilesAccess', { lazy: authPages.tilesAccess })],
  },
  {
    id: layoutRouteId('maintenance'),
    element: <MaintenanceLayout />,
    children: [webRoute('maintenance', { element: <MaintenanceMessage /> })],
  },
  {
    path: '/:locale',
    id: layoutRouteId('default'),
    element: <DefaultLayout />,
    children: [
      {
        index: true,
        id: 'home',
        element: <HomePage />,
        handle: { prefetch: async (input) => prefetchLearnerHome(input) } satisfies GuardHandle,
      },
      courseRoutes.catalogue,
      courseRoutes.session,
      courseRoutes.course,
      courseRoutes.coursePreview,
      authRoutes.login,
      authRoutes.logout,
      authRoutes.signUp,
      authRoutes.verifyEmail,
      authRoutes.forgotPassword,
      authRoutes.resetPassword,
      authRoutes.accountDeleted,
      authRoutes.acceptInvite,
      notificationRoutes.unsubscribe,
      notificationRoutes.reportBarrier,
      adminToolsRoutes.audit,
      adminToolsRoutes.accounts,
      groupRoutes.teach,
      groupRoutes.oversee,
      groupRoutes.join,
      recordsRoutes.verify,
      recordsRoutes.measuredTime,
      cmsRoutes.texts,
      cmsRoutes.drafts,
      cmsRoutes.notifications,
      cmsRoutes.game,
      cmsRoutes.pages,
      courseRoutes.pfPage,
      offlineFallbackRoute,
      profileRoute,
      courseRoutes.page,
    ],
  },
  // Only the guard sees this: it turns "nothing matched" into 404 'Page not found: {path}'.
  { path: '*', handle: { notFound: true } satisfies GuardHandle, element: null },
];
