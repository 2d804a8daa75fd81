import type { BehaviourEvent } from '@tiles/contracts';
import type { PageView, Tracker } from './tracker';

export type TrackingService = Pick<Tracker, 'pageChanged' | 'pageReplaced' | 'track' | 'sessionChanging' | 'activity'>;

/** Does nothing: the default until the host configures a tracker, and for tests that do not care. */
const noopTracking: TrackingService = {
  pageChanged: () => undefined,
  pageReplaced: () => undefined,
  track: () => undefined,
  sessionChanging: () => Promise.resolve(),
  activity: () => undefined,
};

let service: TrackingService = noopTracking;

/** The longest a sign-in, a logout or a completion waits for the learner's last interval to reach the server. */
const SESSION_CHANGE_WAIT_MS = 3_000;

// A network that neither answers nor fails must not hold what waits for it (a sign-in, a completion): the hit waits
// queued instead.
const timeSoFarSent = () =>
  Promise.race([service.sessionChanging(), new Promise<void>((resolve) => setTimeout(resolve, SESSION_CHANGE_WAIT_MS))]);

/** The one tracking service other libs call (`tracking.track('session.completed.course', {...})`). */
export const tracking = {
  configure(next: TrackingService) {
    service = next;
  },
  pageChanged: (page: PageView) => service.pageChanged(page),
  pageReplaced: (page: PageView) => service.pageReplaced(page),
  track: (name: string, subject?: BehaviourEvent['subject']) => service.track(name, subject),
  /**
   * The learner is at the page though its window sees no input: they work in an embedded activity (a cmi5 AU in its
   * frame), whose input stays the frame's.
   */
  activity: () => service.activity(),
  /** Before a sign-in or a logout: the time so far belongs to the session it was spent in. */
  sessionChanging: () => timeSoFarSent(),
  /**
   * Before a completion: the visit's time so far reaches the server first, so the completion's XP counts it at once
   * (otherwise it would go with the next navigation).
   */
  sendTimeSoFar: () => timeSoFarSent(),
};
