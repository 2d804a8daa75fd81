export {
  PROTECTED_SEGMENTS,
  resolveNavigation,
  UNPREFIXED_SEGMENTS,
  type GuardHandle,
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
