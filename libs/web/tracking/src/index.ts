export { createActivityClock, type ActivityClock } from './activity-clock';
export { createTracker, QUEUE_LIMIT, startTracking, type PageView, type Tracker, type TrackerOptions, type TrackingTransport } from './tracker';
export { createMemoryTracking, noopTracking, tracking, type TrackingService } from './tracking-service';
export { createApiTransport, trackingApi } from './tracking-api';
export { useTrackPageViews } from './use-track-page-views';
