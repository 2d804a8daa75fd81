import { webRoute, type RoutePrefetch } from '@tiles/routing';

/**
 * Each page is a chunk of its own (the catalogue does not bring the session's player, nor a session the catalogue):
 * a page's first load holds that page only.
 */
const chunks = {
  CatalogueRoute: async () => ({ Component: (await import('./catalogue-route')).CatalogueRoute }),
  CourseRoute: async () => ({ Component: (await import('./course-route')).CourseRoute }),
  CoursePreviewRoute: async () => ({ Component: (await import('./course-preview-route')).CoursePreviewRoute }),
  SessionRoute: async () => ({ Component: (await import('./session-route')).SessionRoute }),
  GenericRoute: async () => ({ Component: (await import('./generic-route')).GenericRoute }),
  MyCoursesRoute: async () => ({ Component: (await import('./my-courses-route')).MyCoursesRoute }),
  ArchiveRoute: async () => ({ Component: (await import('./my-courses-route')).ArchiveRoute }),
};

/** The course pages a learner goes on to from any of them (catalogue, course, session), loaded ahead. */
const NEXT_PAGES = [chunks.CourseRoute, chunks.SessionRoute, chunks.CatalogueRoute, chunks.CoursePreviewRoute];
let nextPagesLoading = false;

/**
 * Once a course page is on screen, the others follow, one per idle moment of the browser: the next page opens at
 * once, and still opens when the network drops before the service worker has kept the app's files (issue 51: each
 * page's first load is that page only). Not on the server.
 */
const loadNextPagesWhenIdle = () => {
  if (nextPagesLoading || typeof window === 'undefined') return;
  nextPagesLoading = true;
  const whenIdle = (then: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2_000 }) : setTimeout(then, 200);
  const loadFrom = (index: number) => {
    const load = NEXT_PAGES[index];
    if (!load) return;
    // A page that cannot load now is loaded when the learner opens it (and fails there, with its own message).
    whenIdle(
      () =>
        void load().then(
          () => loadFrom(index + 1),
          () => undefined,
        ),
    );
  };
  loadFrom(0);
};

const pages = Object.fromEntries(
  Object.entries(chunks).map(([name, load]) => [
    name,
    async () => {
      const loaded = await load();
      loadNextPagesWhenIdle();
      return loaded;
    },
  ]),
) as typeof chunks;

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
  catalogue: webRoute('catalogue', { lazy: pages.CatalogueRoute }, prefetch('prefetchCatalogue')),
  session: webRoute('session', { lazy: pages.SessionRoute }, prefetch('prefetchSession')),
  course: webRoute('course', { lazy: pages.CourseRoute }, prefetch('prefetchCourse')),
  coursePreview: webRoute('coursePreview', { lazy: pages.CoursePreviewRoute }, prefetch('prefetchCourse')),
  pfPage: webRoute('pfPage', { lazy: pages.GenericRoute }, prefetch('prefetchGenericPage')),
  page: webRoute('page', { lazy: pages.GenericRoute }, prefetch('prefetchGenericPage')),
  myCourses: webRoute('myCourses', { lazy: pages.MyCoursesRoute }),
  archive: webRoute('archive', { lazy: pages.ArchiveRoute }),
};
