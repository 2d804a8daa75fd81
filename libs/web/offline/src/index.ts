// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/offline-texts';
// What the app shell starts with (small, in every page's first load). The screens are `@tiles/offline/ui`.
export { startOfflineListeners } from './offline-listeners';
export { registerServiceWorker } from './service-worker-client';
export { offlineFallbackRoute } from './routes';
