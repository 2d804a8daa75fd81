/**
 * Error screens are reported anonymously, so anyone can send them: the log must not become the attack. Each address
 * may report `perAddress` times a minute (then 429), and at most `perMinute` reports a minute reach the log; the
 * rest are counted and summed up in one line when the minute is over.
 */
export const createReportBudget = ({
  perAddress = 10,
  perMinute = 60,
  now = Date.now,
}: { perAddress?: number; perMinute?: number; now?: () => number } = {}) => {
  const WINDOW_MS = 60_000;
  let windowStartedAt = now();
  let logged = 0;
  let dropped = 0;
  const byAddress = new Map<string, number>();

  /** Starts a new minute when the last one is over; answers how many reports the ended minute left out. */
  const roll = () => {
    if (now() - windowStartedAt < WINDOW_MS) return 0;
    const droppedLastMinute = dropped;
    windowStartedAt = now();
    logged = 0;
    dropped = 0;
    byAddress.clear();
    return droppedLastMinute;
  };

  return {
    take(address: string): { verdict: 'log' | 'skip'; droppedBefore: number } | { verdict: 'refuse'; retryAfterSeconds: number } {
      const droppedBefore = roll();
      const count = (byAddress.get(address) ?? 0) + 1;
      // Distinct addresses cannot grow the map without bound: past 10,000 in a minute, every new one is refused.
      if (count > perAddress || (count === 1 && byAddress.size >= 10_000)) {
        return { verdict: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + WINDOW_MS - now()) / 1000)) };
      }
      byAddress.set(address, count);
      if (logged < perMinute) {
        logged += 1;
        return { verdict: 'log', droppedBefore };
      }
      dropped += 1;
      return { verdict: 'skip', droppedBefore };
    },
  };
};
