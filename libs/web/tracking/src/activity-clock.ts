/**
 * Active time: time while the page is visible and the learner did something in the last `idleThresholdMs`.
 * An idle stretch counts up to the threshold after the last activity, then stops counting.
 */
export const createActivityClock = ({
  now,
  idleThresholdMs,
  visible,
}: {
  now: () => number;
  idleThresholdMs: number;
  visible: boolean;
}) => {
  let accumulated = 0;
  let lastActivity = now();
  let isVisible = visible;
  let segmentStart: number | null = visible ? lastActivity : null;

  const activeUntil = () => lastActivity + idleThresholdMs;
  const closeSegment = (at: number) => {
    if (segmentStart === null) return;
    accumulated += Math.max(0, Math.min(at, activeUntil()) - segmentStart);
    segmentStart = null;
  };

  return {
    /** The learner did something (input, a playing video). */
    activity() {
      const at = now();
      if (segmentStart !== null && at > activeUntil()) closeSegment(at);
      lastActivity = at;
      if (isVisible && segmentStart === null) segmentStart = at;
    },
    /** The page became visible (a return counts as activity) or hidden. */
    visibility(visibleNow: boolean) {
      const at = now();
      if (!visibleNow) closeSegment(at);
      else {
        lastActivity = at;
        if (segmentStart === null) segmentStart = at;
      }
      isVisible = visibleNow;
    },
    /** The active ms since the last take, and start counting afresh. */
    take(): number {
      const at = now();
      closeSegment(at);
      const result = Math.round(accumulated);
      accumulated = 0;
      if (isVisible && at <= activeUntil()) segmentStart = at;
      return result;
    },
  };
};

export type ActivityClock = ReturnType<typeof createActivityClock>;
