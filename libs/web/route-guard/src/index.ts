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
export {
  NavigationGuard,
  TRANSITION_DELAY_MS,
  useFocusMainHeadingOnNavigation,
  type NavigationGuardProps,
} from './navigation-guard';
export { guardHandleOf, webRoute } from './web-route';
export { pageViewOf, type PageView } from './page-view';
export { prefetchesFor, type PrefetchInput, type PrefetchRequest, type RoutePrefetch } from './prefetch';
