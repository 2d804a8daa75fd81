export { isOpenDuringMaintenance, resolveNavigation, type GuardHandle, type NavigationDecision } from './resolve-navigation';
export { NavigationGuard, useFocusMainHeadingOnNavigation } from './navigation-guard';
export { webRoute } from './web-route';
export { pageViewOf, type PageView } from './page-view';
export { prefetchesFor, type PrefetchInput, type PrefetchRequest, type RoutePrefetch } from './prefetch';
