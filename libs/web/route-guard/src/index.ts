export {
  isOpenDuringMaintenance,
  protectedSegmentsOf,
  resolveNavigation,
  ROUTE_MIDDLEWARE,
  unprefixedSegmentsOf,
  type GuardHandle,
  type MiddlewareContext,
  type NavigationErrorCode,
  type RouteMiddleware,
  type NavigationDecision,
  type NavigationInput,
  type ServerRedirect,
} from './resolve-navigation';
export { parseSessionPath, type SessionPath } from './session-path';
export {
  NavigationGuard,
  TRANSITION_DELAY_MS,
  useFocusMainHeadingOnNavigation,
  type NavigationGuardProps,
} from './navigation-guard';
export { paths, PROFILE_TABS, type ProfileTab } from './paths';
export { pageViewOf, type PageView } from './page-view';
export { prefetchesFor, type PrefetchInput, type PrefetchRequest, type RoutePrefetch } from './prefetch';
