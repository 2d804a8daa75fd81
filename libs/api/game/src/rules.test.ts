import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForExperience, levelThreshold, tierReached } from '@tiles/contracts-game';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { addDays, computeStreak, DEFAULT_XP_RULES as rules, sessionMinimumMs, timeXp } from './rules.js';

const MINUTE = 60_000;

describe('levels and tiers', () => {
  it("follows the design's level table", () => {
    expect(Array.from({ length: 12 }, (_, index) => levelThreshold(index + 1))).toEqual([
      0, 60, 138, 239, 371, 543, 765, 1055, 1431, 1921, 2557, 3384,
    ]);
    const table = Array.from({ length: 12 }, (_, index) => ({ level: index + 1, experience: levelThreshold(index + 1) }));
    expect(levelForExperience(0, table)).toBe(1);
    expect(levelForExperience(59, table)).toBe(1);
    expect(levelForExperience(60, table)).toBe(2);
    expect(levelForExperience(10_000, table)).toBe(12);
    expect(tierReached(6, [3, 7, 14])).toBe(1);
    expect(tierReached(2, [3, 7, 14])).toBe(0);
    expect(tierReached(14, [3, 7, 14])).toBe(3);
  });
});

describe('time XP', () => {
  it('pays 1 per minute for the first hour, 0.5 up to three hours, nothing after', () => {
    expect(timeXp(30 * MINUTE, rules.timeBands)).toBe(30);
    expect(timeXp(60 * MINUTE, rules.timeBands)).toBe(60);
    expect(timeXp(90 * MINUTE, rules.timeBands)).toBe(75);
    expect(timeXp(180 * MINUTE, rules.timeBands)).toBe(120);
    expect(timeXp(600 * MINUTE, rules.timeBands)).toBe(120);
    expect(timeXp(59_999, rules.timeBands)).toBe(0);
  });

  it('never pays more for less time', () => {
    fc.assert(
      fc.property(
        fc.nat(20 * 60 * MINUTE),
        fc.nat(60 * MINUTE),
        (ms, more) => timeXp(ms + more, rules.timeBands) >= timeXp(ms, rules.timeBands),
      ),
    );
  });

  it('asks a first completion for max(2 min, 30 % of the declared duration)', () => {
    expect(sessionMinimumMs(60, rules)).toBe(2 * MINUTE);
    expect(sessionMinimumMs(20 * 60, rules)).toBe(6 * MINUTE);
  });
});

describe('streaks', () => {
  const goal = 10 * MINUTE;
  const days = (from: string, count: number, ms = goal) => Array.from({ length: count }, (_, index) => [addDays(from, index), ms] as const);

  it('counts study days in a row and keeps the longest', () => {
    const streak = computeStreak(new Map([...days('2026-11-01', 3), ...days('2026-11-10', 5)]), goal, '2026-11-14', rules);
    expect(streak).toMatchObject({ current: 5, longest: 5 });
  });

  it('today, not over yet, does not break the streak', () => {
    expect(computeStreak(new Map(days('2026-11-10', 4)), goal, '2026-11-14', rules).current).toBe(4);
  });

  it('earns a freeze every 7 days and uses it on a missed day', () => {
    const history = new Map([...days('2026-11-01', 7), ...days('2026-11-09', 3)]);
    const streak = computeStreak(history, goal, '2026-11-12', rules);
    expect(streak.frozenDays).toEqual(['2026-11-08']);
    expect(streak.current).toBe(10);
    expect(streak.freezes).toBe(0);
  });

  it('repairs a broken streak with twice the goal within two days, once per 30 days', () => {
    const history = new Map([...days('2026-11-01', 4), ['2026-11-06', 2 * goal] as const]);
    const streak = computeStreak(history, goal, '2026-11-06', rules);
    expect(streak.repairedDays).toEqual(['2026-11-05']);
    expect(streak.current).toBe(5);
    const again = computeStreak(
      new Map([...history, ...days('2026-11-07', 2), ['2026-11-10', 2 * goal] as const]),
      goal,
      '2026-11-10',
      rules,
    );
    expect(again.repairedDays).toEqual(['2026-11-05']);
    expect(again.current).toBe(1);
  });

  it('files study at 23:30 on the night clocks go back on the local day it happened', () => {
    // 2026-10-25: Europe/Rome leaves summer time at 03:00. 23:30 local on the 25th is 22:30 UTC.
    expect(localDayAndHour(new Date('2026-10-25T22:30:00Z'), 'Europe/Rome')).toEqual({ day: '2026-10-25', hour: 23 });
    expect(localDayAndHour(new Date('2026-03-29T22:30:00Z'), 'Europe/Rome')).toEqual({ day: '2026-03-30', hour: 0 });
  });
});
