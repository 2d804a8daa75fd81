import { describe, expect, it } from 'vitest';
import { gameTimeZoneAt, localDayAndHour, startOfLocalDay, startOfNextLocalDay, zoneHistoryAfterChange } from './local-time.js';

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

describe('the zone a learner’s day counts in after a change', () => {
  // 23:30 in Rome on 26 November: already 27 November's 12:30 in Kiritimati (UTC+14).
  const lateInRome = new Date('2026-11-26T22:30:00Z');
  const moved = zoneHistoryAfterChange({ timezone: 'Europe/Rome' }, 'Pacific/Kiritimati', lateInRome);

  it('stays the old zone until the day the change was made in is over there: tomorrow does not open at once', () => {
    expect(gameTimeZoneAt(new Date('2026-11-26T22:45:00Z'), moved)).toBe('Europe/Rome');
    expect(localDayAndHour(new Date('2026-11-26T22:45:00Z'), gameTimeZoneAt(new Date('2026-11-26T22:45:00Z'), moved)).day).toBe(
      '2026-11-26',
    );
    // Rome's midnight: from then on, the new zone.
    expect(gameTimeZoneAt(new Date('2026-11-26T23:00:00Z'), moved)).toBe('Pacific/Kiritimati');
  });

  it('keeps the wait when the zone changes again before it is over, and forgets nothing when it does not change', () => {
    const again = zoneHistoryAfterChange(moved, 'Pacific/Pago_Pago', new Date('2026-11-26T22:40:00Z'));
    expect(again).toEqual({ timezone: 'Pacific/Pago_Pago', previousTimezone: 'Europe/Rome', timezoneChangedAt: lateInRome });
    expect(gameTimeZoneAt(new Date('2026-11-26T22:50:00Z'), again)).toBe('Europe/Rome');
    expect(zoneHistoryAfterChange(moved, 'Pacific/Kiritimati', new Date('2026-11-26T22:50:00Z'))).toEqual(moved);
    // A change after the wait is over starts a new one, from the zone then in force.
    const later = zoneHistoryAfterChange(moved, 'UTC', new Date('2026-11-28T10:00:00Z'));
    expect(later).toEqual({ timezone: 'UTC', previousTimezone: 'Pacific/Kiritimati', timezoneChangedAt: new Date('2026-11-28T10:00:00Z') });
  });
});
