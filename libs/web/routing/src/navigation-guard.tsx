import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { resolveNavigation, type NavigationDecision, type NavigationErrorCode, type ServerRedirect } from './resolve-navigation';

/** Route transitions wait this long before the new page takes focus. */
export const TRANSITION_DELAY_MS = 100;

export type NavigationGuardProps = {
  routes: RouteObject[];
  currentLocale: string;
  supportedLocales: readonly string[];
  isAuthenticated: boolean;
  /** The signed-in person's permissions; undefined while their role is loading. */
  permissions?: readonly string[] | undefined;
  serverRedirect?: ServerRedirect | null;
  /** The site's category slugs (the catalogue's rule). */
  categorySlugs?: readonly string[] | undefined;
  /** Called once per path that resolves to a 404 (or to a broken route: statusCode 500). */
  onNotFound: (error: { statusCode: 404 | 500; message: string; code: NavigationErrorCode; path: string }) => void;
  /** Full page load to an external address (injectable for tests). */
  assignLocation?: (url: string) => void;
  children: ReactNode;
};

/** Applies resolveNavigation to the current location: renders, redirects, or reports a 404. */
export const NavigationGuard = ({
  routes,
  currentLocale,
  supportedLocales,
  isAuthenticated,
  permissions,
  serverRedirect,
  categorySlugs,
  onNotFound,
  assignLocation = (url) => window.location.assign(url),
  children,
}: NavigationGuardProps) => {
  const location = useLocation();
  const decision: NavigationDecision = useMemo(
    () =>
      resolveNavigation({
        pathname: location.pathname,
        search: location.search,
        currentLocale,
        supportedLocales,
        isAuthenticated,
        permissions,
        routes,
        serverRedirect,
        categorySlugs,
        // On the server (first render) there is no window: only external redirects need the origin.
        origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
      }),
    [
      location.pathname,
      location.search,
      currentLocale,
      supportedLocales,
      isAuthenticated,
      permissions,
      routes,
      serverRedirect,
      categorySlugs,
    ],
  );

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if ((decision.type === 'not-found' || decision.type === 'error') && reported.current !== location.pathname) {
      reported.current = location.pathname;
      onNotFound({ statusCode: decision.statusCode, message: decision.message, code: decision.code, path: decision.path });
    }
    if (decision.type === 'redirect' && decision.external) assignLocation(decision.to);
  }, [decision, location.pathname, onNotFound, assignLocation]);

  // Keyed by the location: coming back to a path that redirects (a late navigate to `/`) redirects again.
  if (decision.type === 'redirect')
    return decision.external ? null : <Navigate key={`${location.pathname}${location.search}`} to={decision.to} replace />;
  if (decision.type === 'not-found' || decision.type === 'error' || decision.type === 'pending') return null;
  return <>{children}</>;
};

/** The path whose heading this app last focused (or first showed), kept across layouts that mount anew. */
let lastShownPath: string | undefined;

/** How long to wait for a lazily loaded page to show its heading. */
const HEADING_WAIT_MS = 3_000;

/**
 * After each navigation, waits for the transition and moves focus to the page's main heading, so keyboard and
 * screen-reader users start reading the new page (not the link they left). Pages that load their code or data
 * first get their heading focused as soon as it appears; a heading replaced while it loads (a language switch draws
 * the page again in the new language) hands its focus on to the new one, unless the reader has moved on.
 */
export const useFocusMainHeadingOnNavigation = (containerId: string) => {
  const { pathname } = useLocation();
  useEffect(() => {
    // The app's first page keeps the browser's own start; so does a layout drawn again on the same path. A layout
    // mounted anew on another path (a language switch draws the app again) is a navigation like any other.
    if (lastShownPath === undefined) lastShownPath = pathname;
    if (lastShownPath === pathname) return;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>(`#${containerId} h1`);
      if (!heading) return;
      heading.setAttribute('tabindex', '-1');
      heading.focus();
      focused = heading;
    };
    // Focus left with the heading that held it: nothing else has it now.
    const focusLost = () => focused !== null && !focused.isConnected && (document.activeElement ?? document.body) === document.body;
    const observer = new MutationObserver(() => {
      if (focused === null || focusLost()) focusHeading();
    });
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      lastShownPath = pathname;
      focusHeading();
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    }, TRANSITION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      observer.disconnect();
    };
  }, [pathname, containerId]);
};
