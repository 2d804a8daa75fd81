export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts failures per key in a sliding window. Kept in memory: with several api instances each counts on its
 * own, which still bounds a guessing script (documented in the README).
 */
export const createFailureLimiter = ({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) => {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    check(key: string): LimitDecision {
      const kept = recent(key);
      if (kept.length < limit) return { allowed: true };
      const oldest = kept[kept.length - limit] ?? now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
    },
    fail(key: string) {
      const kept = recent(key);
      kept.push(now());
      failures.set(key, kept);
      // Bound memory under a flood of distinct keys: forget the oldest entries.
      if (failures.size > 50_000) {
        for (const staleKey of [...failures.keys()].slice(0, 10_000)) failures.delete(staleKey);
      }
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
};

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
