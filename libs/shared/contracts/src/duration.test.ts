import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, sumDurations } from './duration.js';

describe('parseDuration', () => {
  it.each([
    ['1h 20m 5s', 4805],
    ['2h', 7200],
    ['45m', 2700],
    ['30s', 30],
    ['1h 5s', 3605],
    [' 0h 0m 0s ', 0],
    ['1H 2M 3S', 3723],
    ['1h20m', 4800],
  ])('reads %p as %i s', (value, seconds) => expect(parseDuration(value)).toBe(seconds));

  it.each(['', '   ', 'abc', '5m 1h', '1.5h', '-1h', '1d', 'h', '20 minutes', null, undefined])('refuses %p', (value) =>
    expect(parseDuration(value)).toBeNull(),
  );
});

describe('sumDurations', () => {
  it('adds the good ones and counts the malformed', () => {
    expect(sumDurations(['1h', '30m', 'soon', '', '45s'])).toEqual({ seconds: 5445, malformed: 2 });
    expect(sumDurations([])).toEqual({ seconds: 0, malformed: 0 });
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [3600, '1h'],
    [4805, '1h 20m 5s'],
    [90061, '25h 1m 1s'],
  ])('writes %i s as %p', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it('round-trips with parseDuration', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => parseDuration(formatDuration(seconds)) === seconds));
  });
});
