import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry-policy';

describe('retry policy', () => {
  it('retries only reads on transient statuses', () => {
    expect(shouldRetry('get', 503)).toBe(true);
    expect(shouldRetry('HEAD', 429)).toBe(true);
    expect(shouldRetry('POST', 503)).toBe(false);
    expect(shouldRetry('GET', 404)).toBe(false);
    expect(shouldRetry('GET', undefined)).toBe(false);
  });

  it('reads Retry-After as seconds or as a date, capped at 5 s', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryDelayMs(null)).toBe(300);
    expect(retryDelayMs('1', now)).toBe(1000);
    expect(retryDelayMs('120', now)).toBe(5000);
    expect(retryDelayMs('Sat, 21 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(retryDelayMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryDelayMs('soon', now)).toBe(300);
  });
});
