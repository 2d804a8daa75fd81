import { webRoute, type RoutePrefetch } from '@tiles/routing';

const page =
  (name: 'CatalogueRoute' | 'CourseRoute' | 'CoursePreviewRoute' | 'SessionRoute' | 'GenericRoute' | 'MyCoursesRoute' | 'ArchiveRoute') =>
  async () => ({
    Component: (await import('./route-pages'))[name],
  });
/** What a page needs for its first render, loaded with the page's code only when asked (server, hydration). */
const prefetch =
  (name: 'prefetchCatalogue' | 'prefetchCourse' | 'prefetchSession' | 'prefetchGenericPage'): RoutePrefetch =>
  async (input) =>
    (await import('./prefetch'))[name](input);

/**
 * The courses lib's pages, lazily loaded, each on its route of `WEB_ROUTES` (path and rules from there). The host
 * places them in its table (catalogue and pages in the default layout, my courses in the profile area).
 */
export const courseRoutes = {
  catalogue: webRoute('catalogue', { lazy: page('CatalogueRoute') }, prefetch('prefetchCatalogue')),
  session: webRoute('session', { lazy: page('SessionRoute') }, prefetch('prefetchSession')),
  course: webRoute('course', { lazy: page('CourseRoute') }, prefetch('prefetchCourse')),
  coursePreview: webRoute('coursePreview', { lazy: page('CoursePreviewRoute') }, prefetch('prefetchCourse')),
  pfPage: webRoute('pfPage', { lazy: page('GenericRoute') }, prefetch('prefetchGenericPage')),
  page: webRoute('page', { lazy: page('GenericRoute') }, prefetch('prefetchGenericPage')),
  myCourses: webRoute('myCourses', { lazy: page('MyCoursesRoute') }),
  archive: webRoute('archive', { lazy: page('ArchiveRoute') }),
};
