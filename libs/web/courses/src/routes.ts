import type { RouteObject } from 'react-router';
import { parseSessionPath, type GuardHandle } from '@tiles/route-guard';

const page = (name: 'CatalogueRoute' | 'CourseRoute' | 'SessionRoute' | 'GenericRoute' | 'MyCoursesRoute' | 'ArchiveRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});
const handle = (value: GuardHandle) => value;

/**
 * The courses lib's routes, each with its path below `/:locale`, its metadata and its lazily loaded page. The
 * host places them in its table (catalogue and pages in the default layout, my courses in the profile area).
 */
export const courseRoutes = {
  catalogue: { path: 'catalogo-corsi/*', lazy: page('CatalogueRoute') },
  session: {
    path: 'course/session/*',
    handle: handle({ validate: (params) => parseSessionPath(params['*']) !== null, middleware: ['auth'], tracking: 'session' }),
    lazy: page('SessionRoute'),
  },
  course: { path: 'course/*', handle: handle({ middleware: ['auth'] }), lazy: page('CourseRoute') },
  pfPage: { path: 'pf/*', lazy: page('GenericRoute') },
  page: { path: '*', lazy: page('GenericRoute') },
  myCourses: { path: 'user-courses', lazy: page('MyCoursesRoute') },
  archive: { path: 'user-archive', lazy: page('ArchiveRoute') },
} satisfies Record<string, RouteObject>;
