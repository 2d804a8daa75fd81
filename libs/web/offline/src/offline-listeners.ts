import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { sessionChanged } from '@tiles/auth';
import { dropOtherLearnersCaches } from './learner-caches';
import { tellServiceWorker } from './service-worker-client';
import { offlineCoursesChanged } from './offline-courses-events';

/**
 * Another learner (or nobody) is signed in now: this browser forgets everything it kept for the one before (their
 * pages, their courses for offline study), here and in the service worker.
 */
export const startOfflineListeners = <State>(listeners: ListenerMiddlewareInstance<State>) =>
  listeners.startListening({
    actionCreator: sessionChanged,
    effect: async ({ payload: { userId } }) => {
      tellServiceWorker({ type: 'session', cacheKey: userId });
      await dropOtherLearnersCaches(userId).catch(() => undefined);
      offlineCoursesChanged();
    },
  });
