export { isOpenDuringMaintenance, resolveNavigation, type NavigationDecision } from './resolve-navigation';
export { NavigationGuard, useFocusMainHeadingOnNavigation } from './navigation-guard';
export { webRoute } from './web-route';
export { pageViewOf, type PageView } from './page-view';
export { prefetchesFor } from './prefetch';
export type { GuardHandle, PrefetchInput, PrefetchRequest, RoutePrefetch } from './route-handle';
