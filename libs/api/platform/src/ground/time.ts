/** The length of a day, in milliseconds. */
export const DAY_MS = 86_400_000;

/** The time the api works with: the machine's, moved forward only by tests (never backwards). */
export type Clock = { now: () => Date; advance: (ms: number) => Date };

export const createClock = (): Clock => {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
};

/** A learner's now: the api's, moved ahead by a test learner's clock offset (0 days for everyone else). */
export const learnerNow = (clock: Clock, learner: { clockOffsetDays: number }) => shiftedBy(clock.now(), learner);

/** An instant as a learner's calendar sees it: a test learner's clock may run days ahead (tester mode). */
export const shiftedBy = (instant: Date, learner: { clockOffsetDays: number }) =>
  new Date(instant.getTime() + learner.clockOffsetDays * DAY_MS);
