import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '@tiles/auth';
import { WEB_ROUTES } from '@tiles/contracts';
import { courseRoutes } from '@tiles/courses';
import { groupRoutes } from '@tiles/groups';
import { prefetchGameProgress } from '@tiles/game';
import { practiceRoutes, prefetchReviewSummary } from '@tiles/practice';
import { prefetchEffortRecord } from '@tiles/records';
import { webRoute, type PrefetchInput } from '@tiles/routing';
import { prefetchStats } from '@tiles/stats';

/** The progress page's first HTML holds its game sections and the statistics' summary: both asked by the server. */
const prefetchProgressPage = async (input: PrefetchInput) => [
  ...(await prefetchStats(input)),
  ...prefetchGameProgress(input),
  ...prefetchReviewSummary(input),
  ...prefetchEffortRecord(input),
];

/**
 * The profile area: signed-in only (from `WEB_ROUTES`), its layout loaded with its first page, each tab a page of
 * the lib that owns its data. The progress tab's server prefetch is the stats', the game's, the review's summary and the effort record.
 */
export const profileRoute: RouteObject = webRoute('profile', {
  lazy: async () => ({ Component: (await import('./profile-layout')).ProfileLayout }),
  children: [
    { index: true, element: <Navigate to={WEB_ROUTES.myCourses.path} replace /> },
    courseRoutes.myCourses,
    courseRoutes.archive,
    webRoute('progress', { lazy: async () => ({ Component: (await import('./progress-page')).ProgressPage }) }, prefetchProgressPage),
    practiceRoutes.review,
    authRoutes.userData,
    webRoute('offline', { lazy: async () => ({ Component: (await import('@tiles/offline/ui')).OfflinePage }) }),
    webRoute('settings', { lazy: async () => ({ Component: (await import('./settings-page')).SettingsPage }) }),
    groupRoutes.myGroups,
  ],
});
