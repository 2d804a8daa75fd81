// The lib's texts, for the libs that import this entry and not the lib's index.
import type {} from '@tiles/offline-texts';
// The screens: the course page's control and the profile tab, loaded with the pages that show them.
export { OfflineCourseControl } from './offline-course-control';
export { OfflinePage } from './offline-page';
export { OfflineFallbackPage } from './offline-fallback-page';
export { KeptCoursesList } from './kept-courses-list';
