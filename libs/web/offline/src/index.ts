export { OfflineCourseControl } from './offline-course-control';
export { OfflinePage } from './offline-page';
export { startOfflineListeners } from './offline-listeners';
export { registerServiceWorker } from './service-worker-client';
