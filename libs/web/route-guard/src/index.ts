export {
  PROTECTED_SEGMENTS,
  resolveNavigation,
  ROUTE_MIDDLEWARE,
  UNPREFIXED_SEGMENTS,
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
