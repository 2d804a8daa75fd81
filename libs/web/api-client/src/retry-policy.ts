/** Statuses worth one more try: the failure is likely transient. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Writes are never retried: a second POST could store twice. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const DEFAULT_RETRY_DELAY_MS = 300;
export const MAX_RETRY_DELAY_MS = 5_000;

/**
 * A read is tried once more after a transient status, or when the server was not reached at all (`'network'`: a
 * dropped connection on a phone); a write never is.
 */
export const shouldRetry = (method: string, status: number | 'network' | undefined) =>
  READ_METHODS.has(method.toUpperCase()) && status !== undefined && (status === 'network' || RETRYABLE_STATUSES.has(status));

/** Retry-After (seconds or an HTTP date) in ms, capped; the default delay when absent or unreadable. */
export const retryDelayMs = (retryAfter: string | null | undefined, now: number = Date.now(), cap: number = MAX_RETRY_DELAY_MS): number => {
  if (!retryAfter) return DEFAULT_RETRY_DELAY_MS;
  const trimmed = retryAfter.trim();
  let delay: number;
  if (/^\d+$/.test(trimmed)) {
    delay = Number(trimmed) * 1000;
  } else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return DEFAULT_RETRY_DELAY_MS;
    delay = at - now;
  }
  return Math.min(Math.max(delay, 0), cap);
};
