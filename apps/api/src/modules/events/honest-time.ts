/** Slack for clocks and network: a browser's intervals may reach this much before its previous hit. */
export const WALL_CLOCK_TOLERANCE_MS = 5_000;

export type Interval = { start: number; end: number };

/**
 * Places one browser identity's hits (in arrival order) on the wall clock: each interval ends when its hit
 * arrived, or where the next one starts when several arrive together (a queue sent after a time offline), and
 * none reaches before `notBefore` (the identity's previous hit, or the sign-in) less the tolerance. So a browser
 * cannot claim more time than has passed since it was last heard from, however it splits or repeats its claims.
 */
export const placeIntervals = (hits: readonly { receivedAt: number; claimedMs: number }[], notBefore: number | null): Interval[] => {
  const floor = notBefore === null ? Number.NEGATIVE_INFINITY : notBefore - WALL_CLOCK_TOLERANCE_MS;
  const placed: Interval[] = new Array(hits.length);
  let next = Number.POSITIVE_INFINITY;
  for (let index = hits.length - 1; index >= 0; index -= 1) {
    const { receivedAt, claimedMs } = hits[index]!;
    const end = Math.max(floor, Math.min(receivedAt, next));
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
  return { creditedMs: Math.max(0, Math.round(interval.end - from)), creditedUntil: Math.max(interval.end, creditedUntil ?? Number.NEGATIVE_INFINITY) };
};
