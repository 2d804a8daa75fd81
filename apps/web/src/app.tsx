import { StrictMode, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { localeOfPath, pageLocale, type WebRuntimeConfig } from '@tiles/contracts';
import { localeEntered, selectCurrentLocale } from '@tiles/i18n';
import { siteApi } from '@tiles/site';
import { theme } from '@tiles/ui-kit';
import { AppRoot } from './app-root';
import { RouteError } from './route-error';
import { pageRoutes } from './routes';
import type { AppStore } from './store';
import { CourseEditor, PageEditLink, SessionEditor } from '@tiles/cms';
import { CourseSlotsProvider, type CourseSlots } from '@tiles/courses';
import { CourseAssignmentNote } from '@tiles/groups';

/** While the first page's code loads (before the app root and its texts exist): an empty, busy page. */
const BootFallback = () => <div aria-busy="true" style={{ minHeight: '100vh' }} />;

/** The app root (site, session, guard) around every page of the route table: one tree for browser and server. */
export const appRoutes = (runtime: WebRuntimeConfig, onError: (error: unknown) => void): RouteObject[] => [
  {
    element: <AppRoot runtime={runtime} onError={onError} />,
    hydrateFallbackElement: <BootFallback />,
    // A page whose code cannot load (or that throws while loading) goes to the app's error handling, inside the app
    // root: a missing chunk reloads once, then the product's own error screen shows — never the router's default.
    children: [{ errorElement: <RouteError onError={onError} />, children: pageRoutes }],
  },
];

/**
 * Admin mode's editors and what her groups ask of a course, plugged into the course pages' slots (the courses lib
 * never imports the cms or groups libs).
 */
const courseSlots: CourseSlots = {
  courseEditor: CourseEditor,
  sessionEditor: SessionEditor,
  pageEditLink: PageEditLink,
  assignmentNote: CourseAssignmentNote,
};

/**
 * Store and theme around the router: the same on the server (static router) and in the browser. The page-wide rules
 * are a fixed stylesheet the page already has (`globalStyleTag`, `ensureGlobalStyle`), not a component.
 */
export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CourseSlotsProvider value={courseSlots}>{children}</CourseSlotsProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>
);

export type AppProps = { store: AppStore; runtime: WebRuntimeConfig; onError: (error: unknown) => void };

/**
 * The store says the locale of the page a navigation goes to before that page renders (its calls without a locale
 * of their own carry it): the URL's `:locale` when the site supports it.
 */
const followLocaleOf = (router: DataRouter, store: AppStore, siteId: string) =>
  router.subscribe(({ location }) => {
    const site = siteApi.endpoints.getSite.select({ siteId })(store.getState() as never).data;
    const asked = localeOfPath(location.pathname);
    // Only a locale the URL names: a fallback is the app root's to keep (it knows when the site has loaded).
    if (!site || !asked || pageLocale(location.pathname, site) !== asked) return;
    if (asked !== selectCurrentLocale(store.getState())) store.dispatch(localeEntered(asked));
  });

export const App = ({ store, runtime, onError }: AppProps) => {
  const [router] = useState(() => {
    const created = createBrowserRouter(appRoutes(runtime, onError));
    followLocaleOf(created, store, runtime.siteId);
    return created;
  });
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
