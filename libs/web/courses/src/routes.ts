import type { RouteObject } from 'react-router';
import { parseSessionPath, type GuardHandle, type RoutePrefetch } from '@tiles/route-guard';

const page = (name: 'CatalogueRoute' | 'CourseRoute' | 'SessionRoute' | 'GenericRoute' | 'MyCoursesRoute' | 'ArchiveRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});
const handle = (value: GuardHandle) => value;
/** What a page needs for its first render, loaded with the page's code only when asked (server, hydration). */
const prefetch = (name: 'prefetchCatalogue' | 'prefetchCourse' | 'prefetchGenericPage'): RoutePrefetch => async (input) => (await import('./prefetch'))[name](input);

/**
 * The courses lib's routes, each with its path below `/:locale`, its metadata and its lazily loaded page. The
 * host places them in its table (catalogue and pages in the default layout, my courses in the profile area).
 */
export const courseRoutes = {
  catalogue: { path: 'catalogo-corsi/*', handle: handle({ prefetch: prefetch('prefetchCatalogue') }), lazy: page('CatalogueRoute') },
  session: {
    path: 'course/session/*',
    handle: handle({ validate: (params) => parseSessionPath(params['*']) !== null, middleware: ['auth'], tracking: 'session' }),
    lazy: page('SessionRoute'),
  },
  course: { path: 'course/*', handle: handle({ middleware: ['auth'], prefetch: prefetch('prefetchCourse') }), lazy: page('CourseRoute') },
  pfPage: { path: 'pf/*', handle: handle({ prefetch: prefetch('prefetchGenericPage') }), lazy: page('GenericRoute') },
  page: { path: '*', handle: handle({ prefetch: prefetch('prefetchGenericPage') }), lazy: page('GenericRoute') },
  myCourses: { path: 'user-courses', lazy: page('MyCoursesRoute') },
  archive: { path: 'user-archive', lazy: page('ArchiveRoute') },
} satisfies Record<string, RouteObject>;
