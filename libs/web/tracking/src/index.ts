export { createTracker, startTracking, type PageView } from './tracker';
export { tracking } from './tracking-service';
export { createApiTransport } from './tracking-api';
export { useTrackPageViews } from './use-track-page-views';
