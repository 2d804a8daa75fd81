import { describe, expect, it } from 'vitest';
import { localDayAndHour, startOfLocalDay, startOfNextLocalDay } from './local-time.js';

describe('local days', () => {
  it('start at local midnight, also on the days the clocks change', () => {
    // Rome leaves summer time on 25 October 2026: that day has 25 hours.
    const during = new Date('2026-10-25T12:00:00Z');
    expect(startOfLocalDay(during, 'Europe/Rome').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfNextLocalDay(during, 'Europe/Rome').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // India is 5:30 ahead; Kathmandu 5:45.
    expect(startOfLocalDay(new Date('2026-11-25T10:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(startOfNextLocalDay(new Date('2026-11-25T10:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe('2026-11-25T18:15:00.000Z');
    const start = startOfLocalDay(new Date('2026-03-29T10:00:00Z'), 'Europe/Rome');
    expect(localDayAndHour(start, 'Europe/Rome')).toEqual({ day: '2026-03-29', hour: 0 });
    expect(startOfNextLocalDay(start, 'Europe/Rome').getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
