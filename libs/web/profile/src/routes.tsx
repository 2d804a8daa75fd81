import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '@tiles/auth';
import { courseRoutes } from '@tiles/courses';
import type { GuardHandle } from '@tiles/route-guard';
import { statsRoutes } from '@tiles/stats';

/**
 * The profile area: signed-in only (the `auth` middleware), its layout loaded with its first page, each tab a
 * page of the lib that owns its data. The progress tab keeps the stats route's server prefetch.
 */
export const profileRoute: RouteObject = {
  path: 'profile',
  handle: { middleware: ['auth'] } satisfies GuardHandle,
  lazy: async () => ({ Component: (await import('./profile-layout')).ProfileLayout }),
  children: [
    { index: true, element: <Navigate to="user-courses" replace /> },
    courseRoutes.myCourses,
    courseRoutes.archive,
    { ...statsRoutes.progress, lazy: async () => ({ Component: (await import('./progress-page')).ProgressPage }) },
    authRoutes.userData,
  ],
};
