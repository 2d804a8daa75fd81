/** Slack for clocks and network: a browser's intervals may reach this much before its previous hit. */
export const WALL_CLOCK_TOLERANCE_MS = 5_000;

export type Interval = { start: number; end: number };

/**
 * Places one browser identity's hits (in arrival order) on the wall clock. Each interval ends when its hit was
 * made: when it arrived, less the time it says it waited in the browser's queue (offline), and never after the
 * next one starts (nor before its own claimed time fits after the previous one); none reaches before `notBefore` (where the identity's previous interval ended, or the sign-in)
 * less the tolerance. So a browser cannot claim more time than has passed since it was last heard from, however
 * it splits, delays or repeats its claims, and a queue sent after a time offline loses nothing.
 */
export const placeIntervals = (
  hits: readonly { receivedAt: number; claimedMs: number; waitedMs?: number }[],
  notBefore: number | null,
): Interval[] => {
  const floor = notBefore === null ? Number.NEGATIVE_INFINITY : notBefore - WALL_CLOCK_TOLERANCE_MS;
  const placed: Interval[] = new Array(hits.length);
  let next = Number.POSITIVE_INFINITY;
  for (let index = hits.length - 1; index >= 0; index -= 1) {
    const { receivedAt, claimedMs, waitedMs = 0 } = hits[index]!;
    // A wait longer than the room left (a browser clock that jumped) moves the interval back only as far as it fits.
    const made = Math.max(receivedAt - Math.max(0, waitedMs), floor + Math.max(0, claimedMs));
    const end = Math.max(floor, Math.min(made, next, receivedAt));
    const start = Math.max(floor, end - Math.max(0, claimedMs));
    placed[index] = { start, end };
    next = start;
  }
  return placed;
};

/**
 * A learner's clock over their intervals from every tab and device (taken in order of start): only what lies
 * after the time already credited counts, so the same stretch of wall-clock time counts once.
 */
export const creditAfter = (interval: Interval, creditedUntil: number | null) => {
  const from = Math.max(interval.start, creditedUntil ?? Number.NEGATIVE_INFINITY);
  return {
    creditedMs: Math.max(0, Math.round(interval.end - from)),
    creditedUntil: Math.max(interval.end, creditedUntil ?? Number.NEGATIVE_INFINITY),
  };
};
