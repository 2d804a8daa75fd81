import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '@tiles/auth';
import { courseRoutes } from '@tiles/courses';
import { prefetchGameProgress } from '@tiles/game';
import type { GuardHandle, PrefetchInput } from '@tiles/route-guard';
import { statsRoutes } from '@tiles/stats';

/** The progress page's first HTML holds its game sections and the statistics' summary: both asked by the server. */
const prefetchProgressPage = async (input: PrefetchInput) => [...(await statsRoutes.progress.handle.prefetch(input)), ...prefetchGameProgress(input)];

/**
 * The profile area: signed-in only (the `auth` middleware), its layout loaded with its first page, each tab a
 * page of the lib that owns its data. The progress tab's server prefetch is the stats' and the game's.
 */
export const profileRoute: RouteObject = {
  path: 'profile',
  handle: { middleware: ['auth'] } satisfies GuardHandle,
  lazy: async () => ({ Component: (await import('./profile-layout')).ProfileLayout }),
  children: [
    { index: true, element: <Navigate to="user-courses" replace /> },
    courseRoutes.myCourses,
    courseRoutes.archive,
    {
      path: statsRoutes.progress.path,
      handle: { prefetch: prefetchProgressPage } satisfies GuardHandle,
      lazy: async () => ({ Component: (await import('./progress-page')).ProgressPage }),
    },
    authRoutes.userData,
  ],
};
