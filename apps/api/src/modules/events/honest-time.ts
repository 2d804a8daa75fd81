/** Slack for clocks and network: a hit may claim this much more than the wall-clock time since the last one. */
export const WALL_CLOCK_TOLERANCE_MS = 5_000;

export type CreditInput = {
  /** The interval the browser reports, already capped (30 minutes). */
  reportedMs: number;
  receivedAt: Date;
  /** The same browser identity's previous hit, if any. */
  identityLastHitAt: Date | null;
  /** When the learner's session began: the first hit of an identity cannot cover time before it. */
  sessionStartedAt: Date | null;
  /** The learner's clock: time before it is credited already (from another tab or device). */
  creditedUntil: Date | null;
};

/**
 * The honest part of a hit's interval: at most the wall-clock time since the identity's previous hit (or since
 * the session began) plus a small tolerance, and only the part after the learner's clock, so that several tabs
 * or devices over the same stretch count it once. Returns the time credited and the learner's new clock.
 */
export const creditInterval = ({ reportedMs, receivedAt, identityLastHitAt, sessionStartedAt, creditedUntil }: CreditInput) => {
  const now = receivedAt.getTime();
  const since = identityLastHitAt ?? sessionStartedAt;
  const wallClock = since ? Math.max(0, now - since.getTime()) + WALL_CLOCK_TOLERANCE_MS : Number.POSITIVE_INFINITY;
  const claimed = Math.max(0, Math.min(reportedMs, wallClock));
  const start = Math.max(now - claimed, creditedUntil ? creditedUntil.getTime() : Number.NEGATIVE_INFINITY);
  const creditedMs = Math.max(0, Math.round(now - start));
  const clock = creditedUntil && creditedUntil.getTime() > now ? creditedUntil : receivedAt;
  return { creditedMs, creditedUntil: clock };
};
