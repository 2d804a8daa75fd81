import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditAfter, placeIntervals, WALL_CLOCK_TOLERANCE_MS, type Interval } from './honest-time.js';

const MINUTE = 60_000;

describe('honest time', () => {
  it('credits no more than the wall-clock time since the browser was last heard from, plus the tolerance', () => {
    const [only] = placeIntervals([{ receivedAt: 2_000, claimedMs: 30 * MINUTE }], 0);
    expect(only!.end - only!.start).toBe(2_000 + WALL_CLOCK_TOLERANCE_MS);
  });

  it('lays a queue sent after a time offline end to end, so none of it is lost', () => {
    const placed = placeIntervals(
      [
        { receivedAt: 3 * MINUTE, claimedMs: MINUTE },
        { receivedAt: 3 * MINUTE + 10, claimedMs: 2 * MINUTE },
      ],
      0,
    );
    expect(placed.map((interval) => interval.end - interval.start)).toEqual([MINUTE, 2 * MINUTE]);
  });

  it('places a hit that waited offline when it was made, so the next one keeps its own time', () => {
    // Made at 5 min (5 min since the sign-in), sent at 7 min with the next one (2 min since).
    const placed = placeIntervals(
      [
        { receivedAt: 7 * MINUTE, claimedMs: 5 * MINUTE, waitedMs: 2 * MINUTE },
        { receivedAt: 7 * MINUTE + 10, claimedMs: 2 * MINUTE },
      ],
      0,
    );
    expect(placed).toEqual([
      { start: 0, end: 5 * MINUTE },
      { start: 5 * MINUTE + 10, end: 7 * MINUTE + 10 },
    ]);
  });

  it('never squeezes a claim below what fits when a browser clock says it waited too long', () => {
    const [only] = placeIntervals([{ receivedAt: 10 * MINUTE, claimedMs: 3 * MINUTE, waitedMs: 3 * 86_400_000 }], 5 * MINUTE);
    expect(only!.end - only!.start).toBe(3 * MINUTE);
    expect(only!.end).toBeLessThanOrEqual(10 * MINUTE);
  });

  it('counts several tabs over the same stretch once', () => {
    const first = creditAfter({ start: 0, end: MINUTE }, null);
    const second = creditAfter({ start: 1_000, end: MINUTE + 1_000 }, first.creditedUntil);
    expect([first.creditedMs, second.creditedMs]).toEqual([MINUTE, 1_000]);
  });

  it('never credits more than has passed since the sign-in, for any tabs, claims, gaps and bursts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.record({ tab: fc.nat(3), gap: fc.nat(10 * MINUTE), claim: fc.nat(30 * MINUTE), waited: fc.nat(60 * MINUTE) }), {
            minLength: 1,
            maxLength: 5,
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (batches) => {
          const signIn = 0;
          let now = signIn;
          let clock: number | null = null;
          const lastHeard = new Map<number, number>();
          let credited = 0;
          for (const batch of batches) {
            const arrivals = batch.map((step) => ({ ...step, receivedAt: (now += step.gap) }));
            const intervals: Interval[] = [];
            for (const tab of new Set(arrivals.map((arrival) => arrival.tab))) {
              const mine = arrivals.filter((arrival) => arrival.tab === tab);
              intervals.push(
                ...placeIntervals(
                  mine.map((arrival) => ({ receivedAt: arrival.receivedAt, claimedMs: arrival.claim, waitedMs: arrival.waited })),
                  lastHeard.get(tab) ?? signIn,
                ),
              );
              lastHeard.set(tab, intervals[intervals.length - 1]!.end);
            }
            for (const interval of intervals.sort((a, b) => a.start - b.start)) {
              const result = creditAfter(interval, clock);
              clock = result.creditedUntil;
              credited += result.creditedMs;
            }
          }
          return credited <= now - signIn + WALL_CLOCK_TOLERANCE_MS;
        },
      ),
    );
  });
});
