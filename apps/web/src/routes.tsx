import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { parseSessionPath, type GuardHandle } from '@tiles/route-guard';
import { DefaultLayout } from './layouts/default-layout';
import { LoadingScreen } from './layouts/loading-screen';
import { FederatedLayout, MaintenanceLayout, MaintenanceMessage } from './layouts/plain-layouts';
import { HomePage } from './pages/home-page';
import type * as AuthPages from './pages/auth-pages';
import type * as CoursePages from './pages/course-pages';
import type * as ProfilePages from './pages/profile-pages';


/** Pages load on demand: the first page ships only what it needs. */
const lazyProfilePage = (name: Exclude<keyof typeof ProfilePages, 'profileTabs'>) => {
  const Page = lazy(async () => ({ default: (await import('./pages/profile-pages'))[name] as ComponentType }));
  return <Page />;
};

const lazyAuthPage = (name: keyof typeof AuthPages) => {
  const Page = lazy(async () => ({ default: (await import('./pages/auth-pages'))[name] }));
  return <Page />;
};

const lazyCoursePage = (name: keyof typeof CoursePages) => {
  const Page = lazy(async () => ({ default: (await import('./pages/course-pages'))[name] }));
  return <Page />;
};

const ProgressRoute = lazy(async () => ({ default: (await import('./pages/progress-page')).ProgressRoute }));
const LazyProgress = () => <ProgressRoute />;


const guard = (handle: GuardHandle) => handle;

/**
 * Every route of spec §2, with its layout and its metadata in `handle`: the guard (validate, auth middleware,
 * the protected and unprefixed segments), the maintenance gate and tracking all read this table; links are built
 * with `paths` from route-guard, whose shapes these paths match (a test checks it).
 */
export const pageRoutes: RouteObject[] = [
  {
    // One route, not a layout with a child: bare /federated must reach the validate rule (404), not an empty layout.
    path: '/federated/*',
    handle: guard({ validate: (params) => Boolean(params['*']), openDuringMaintenance: true }),
    element: <FederatedLayout>{lazyAuthPage('FederatedRoute')}</FederatedLayout>,
  },
  {
    path: '/tiles-access',
    handle: guard({ openDuringMaintenance: true }),
    element: <FederatedLayout />,
    children: [{ index: true, element: lazyAuthPage('TilesAccessRoute') }],
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
      { path: 'catalogo-corsi/*', element: lazyCoursePage('CatalogueRoute') },
      {
        path: 'course/session/*',
        handle: guard({ validate: (params) => parseSessionPath(params['*']) !== null, middleware: ['auth'], tracking: 'session' }),
        element: lazyCoursePage('SessionRoute'),
      },
      { path: 'course/*', handle: guard({ middleware: ['auth'] }), element: lazyCoursePage('CourseRoute') },
      { path: 'login', handle: guard({ openDuringMaintenance: true }), element: lazyAuthPage('LoginRoute') },
      { path: 'logout', handle: guard({ openDuringMaintenance: true }), element: lazyAuthPage('LogoutRoute') },
      { path: 'pf/*', element: lazyCoursePage('GenericRoute') },
      {
        path: 'profile',
        handle: guard({ middleware: ['auth'] }),
        element: lazyProfilePage('ProfileLayout'),
        children: [
          { index: true, element: <Navigate to="user-courses" replace /> },
          { path: 'user-courses', element: lazyCoursePage('MyCoursesRoute') },
          { path: 'user-archive', element: lazyCoursePage('ArchiveRoute') },
          { path: 'user-progress', element: <LazyProgress /> },
          { path: 'user-data', element: lazyAuthPage('UserDataRoute') },
        ],
      },
      { path: '*', element: lazyCoursePage('GenericRoute') },
    ],
  },
  // Only the guard sees this: it turns "nothing matched" into 404 'Page not found: {path}'.
  { path: '*', handle: guard({ notFound: true }), element: null },
];

/** The matched page; lazily loaded pages show the loading state while their chunk arrives. */
export const PageRoutes = () => <Suspense fallback={<LoadingScreen />}>{useRoutes(pageRoutes)}</Suspense>;
