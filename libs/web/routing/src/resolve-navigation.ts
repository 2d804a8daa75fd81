import { matchRoutes, type RouteObject } from 'react-router';
import { isLocaleCode, localeOfPath, paths } from '@tiles/contracts';
import type { GuardHandle } from './route-handle';

const handleOf = (route: RouteObject) => route.handle as GuardHandle | undefined;

const memo = <T>(derive: (routes: RouteObject[]) => T) => {
  const cache = new WeakMap<RouteObject[], T>();
  return (routes: RouteObject[]) => {
    if (!cache.has(routes)) cache.set(routes, derive(routes));
    return cache.get(routes)!;
  };
};

const firstSegment = (path: string | undefined) => (path ?? '').split('/').filter(Boolean)[0];

/** The routes at the top of the table, looking through layouts that have no path of their own. */
const topLevelOf = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => (route.path === undefined && route.children ? topLevelOf(route.children) : [route]));

/** First path segments that never take a locale prefix: the table's top-level routes outside `/:locale`. */
export const unprefixedSegmentsOf = memo(
  (routes) =>
    new Set(
      topLevelOf(routes)
        .map((route) => firstSegment(route.path))
        .filter((segment): segment is string => Boolean(segment) && !segment!.startsWith(':') && segment !== '*'),
    ),
);

/** First segments after the locale whose routes need a signed-in learner (their `auth` middleware). */
export const protectedSegmentsOf = memo((routes) => {
  const segments = new Set<string>();
  const visit = (list: RouteObject[], depth: number) => {
    for (const route of list) {
      if (depth === 1 && handleOf(route)?.middleware?.includes('auth')) {
        const segment = firstSegment(route.path);
        if (segment && !segment.startsWith(':') && segment !== '*') segments.add(segment);
      }
      if (route.children) visit(route.children, route.path?.startsWith('/:locale') ? 1 : depth);
    }
  };
  visit(routes, 0);
  return segments;
});

/** Whether the route table keeps a path open while the site is under maintenance. */
export const isOpenDuringMaintenance = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some((match) => handleOf(match.route)?.openDuringMaintenance);

/** What a route middleware sees; it answers a decision, or null to let the navigation go on. */
export type MiddlewareContext = { pathname: string; search: string; currentLocale: string; isAuthenticated: boolean };
export type RouteMiddleware = (context: MiddlewareContext) => NavigationDecision | null;

/** The registered route middleware. `auth`: visitors who are not signed in go to / (spec §2, §6). */
/**
 * A visitor at a page for signed-in learners goes home (spec §2) in the language of the link they opened, with the
 * page to continue to once signed in: `/en-GB/course/1` -> `/en-GB?returnTo=/en-GB/course/1`.
 */
export const signInFirst = (pathname: string, search: string, fallbackLocale: string): NavigationDecision => ({
  type: 'redirect',
  to: paths.home(localeOfPath(pathname) ?? fallbackLocale, `${pathname}${search}`),
  external: false,
});

export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  auth: ({ isAuthenticated, pathname, search, currentLocale }) => (isAuthenticated ? null : signInFirst(pathname, search, currentLocale)),
};

export type ServerRedirect = { location: string };

export type NavigationInput = {
  pathname: string;
  search?: string;
  currentLocale: string;
  supportedLocales: readonly string[];
  isAuthenticated: boolean;
  /** The signed-in person's permissions (their role's); undefined while the role is being loaded. */
  permissions?: readonly string[] | undefined;
  routes: RouteObject[];
  /** A redirect the server's route rules gave for this path, if any. */
  serverRedirect?: ServerRedirect | null;
  /** The app's own origin, to tell internal redirects from external ones. */
  origin: string;
  /** The site's category slugs, for the catalogue's rule (undefined while not known: then any slug passes). */
  categorySlugs?: readonly string[] | undefined;
  /** The middleware registry (default ROUTE_MIDDLEWARE). */
  middleware?: Readonly<Record<string, RouteMiddleware>>;
};

/** Why a navigation could not render: the error screen localises these (the message is the spec's English). */
export type NavigationErrorCode = 'page-not-found' | 'page-validate-failed' | 'unknown-route-middleware';

export type NavigationDecision =
  | { type: 'render' }
  /** The route needs a permission and the role is not known yet: nothing is shown until it is. */
  | { type: 'pending' }
  | { type: 'redirect'; to: string; external: boolean }
  | { type: 'not-found'; statusCode: 404; message: string; code: NavigationErrorCode; path: string }
  | { type: 'error'; statusCode: 500; message: string; code: NavigationErrorCode; path: string };

const pageNotFound = (path: string): NavigationDecision => ({
  type: 'not-found',
  statusCode: 404,
  message: `Page not found: ${path}`,
  code: 'page-not-found',
  path,
});
const validateFailed = (path: string): NavigationDecision => ({
  type: 'not-found',
  statusCode: 404,
  message: `Page Not Found: ${path}`,
  code: 'page-validate-failed',
  path,
});

const redirectTo = (location: string, origin: string): NavigationDecision => {
  const target = new URL(location, origin);
  if (target.origin !== origin) return { type: 'redirect', to: target.toString(), external: true };
  return { type: 'redirect', to: `${target.pathname}${target.search}${target.hash}`, external: false };
};

/**
 * Decides what a navigation does, as a pure function of the path, the auth state, the route table and the
 * server's route rules. The rules of spec §2, in order.
 */
export const resolveNavigation = (input: NavigationInput): NavigationDecision => {
  const { pathname, search = '', currentLocale } = input;
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;

  if (first === undefined) return { type: 'redirect', to: `/${currentLocale}`, external: false };

  if (!unprefixedSegmentsOf(input.routes).has(first)) {
    if (!isLocaleCode(first)) {
      return { type: 'redirect', to: `/${currentLocale}/${segments.join('/')}${search}`, external: false };
    }
    if (!input.supportedLocales.includes(first)) return pageNotFound(pathname);
    // Spec §2: by the first segment, so that even an incomplete course or profile path sends visitors home.
    if (second !== undefined && protectedSegmentsOf(input.routes).has(second) && !input.isAuthenticated) {
      return signInFirst(pathname, search, currentLocale);
    }
  }

  if (input.serverRedirect) return redirectTo(input.serverRedirect.location, input.origin);

  const matches = matchRoutes(input.routes, pathname);
  const deepest = matches?.[matches.length - 1];
  const localeParam = deepest?.params['locale'];
  const localeParamUnsupported = localeParam !== undefined && !input.supportedLocales.includes(localeParam);
  if (!matches || !deepest || localeParamUnsupported || (deepest.route.handle as GuardHandle | undefined)?.notFound) {
    return pageNotFound(pathname);
  }
  for (const match of matches) {
    const validate = (match.route.handle as GuardHandle | undefined)?.validate;
    if (validate && !validate(match.params, { categorySlugs: input.categorySlugs })) return validateFailed(pathname);
  }
  // A layout matched without any of its pages (its outlet would be empty): nothing to show is a 404, never a blank.
  if (deepest.route.children?.length && !deepest.route.index) return pageNotFound(pathname);
  const registry = input.middleware ?? ROUTE_MIDDLEWARE;
  for (const match of matches) {
    for (const name of (match.route.handle as GuardHandle | undefined)?.middleware ?? []) {
      const rule = registry[name];
      if (!rule)
        return { type: 'error', statusCode: 500, message: 'Unknown route middleware', code: 'unknown-route-middleware', path: pathname };
      const decision = rule({ pathname, search, currentLocale, isAuthenticated: input.isAuthenticated });
      if (decision) return decision;
    }
  }
  // A page for a permission is, to anyone without it, a page that does not exist (as the api answers).
  const needed = matches.flatMap((match) => handleOf(match.route)?.permission ?? []);
  if (needed.length) {
    if (input.isAuthenticated && !input.permissions) return { type: 'pending' };
    if (!needed.every((permission) => input.permissions?.includes(permission))) return pageNotFound(pathname);
  }
  return { type: 'render' };
};
