import type { BehaviourEvent } from '@tiles/contracts';
import type { PageView, Tracker } from './tracker';

export type TrackingService = Pick<Tracker, 'pageChanged' | 'pageReplaced' | 'track'>;

/** Does nothing: the default until the host configures a tracker, and for tests that do not care. */
const noopTracking: TrackingService = { pageChanged: () => undefined, pageReplaced: () => undefined, track: () => undefined };

let service: TrackingService = noopTracking;

/** The one tracking service other libs call (`tracking.track('session.completed.course', {...})`). */
export const tracking = {
  configure(next: TrackingService) {
    service = next;
  },
  pageChanged: (page: PageView) => service.pageChanged(page),
  pageReplaced: (page: PageView) => service.pageReplaced(page),
  track: (name: string, subject?: BehaviourEvent['subject']) => service.track(name, subject),
};
