import { describe, expect, it } from 'vitest';
import {
  behaviourEventSchema,
  busiestDay,
  formatStudyTotal,
  HIT_WAITED_MS_MAX,
  hitSchema,
  hitWaitedMs,
  msToMinutes,
  statsAnswerSchema,
} from './tracking.js';

const hit = (ms: unknown) => ({
  clientId: 'abcdefgh-1234',
  ua: 'test',
  identity: 'identity-1',
  origin: 'web',
  subject: { id: '/it-IT/course/1', meta: [{ field: 'ms', value: ms }] },
});

describe('hitSchema', () => {
  it('accepts a hit with whole milliseconds', () => expect(hitSchema.safeParse(hit(1500)).success).toBe(true));
  it.each([-1, 1.5, '1500', 86_400_001])('refuses ms %p', (ms) => expect(hitSchema.safeParse(hit(ms)).success).toBe(false));
  it('refuses unknown fields and a missing ms', () => {
    expect(hitSchema.safeParse({ ...hit(1), extra: 1 }).success).toBe(false);
    expect(hitSchema.safeParse({ ...hit(1), subject: { id: '/x', meta: [] } }).success).toBe(false);
  });
});

describe('behaviourEventSchema', () => {
  it('accepts a well-formed event', () => {
    expect(
      behaviourEventSchema.safeParse({
        ua: 'x',
        origin: 'web',
        type: 'event',
        createdAt: '2026-11-21T10:00:00.000Z',
        action: 'session',
        variant: 'completed',
        scope: 'course',
        subject: { course: 3 },
      }).success,
    ).toBe(true);
  });
});

describe('stats helpers', () => {
  it('formats totals as hours and minutes', () => {
    expect(formatStudyTotal(0)).toBe('0 H 0 Min');
    expect(formatStudyTotal(59_999)).toBe('0 H 0 Min');
    expect(formatStudyTotal(3_660_000)).toBe('1 H 1 Min');
    expect(formatStudyTotal(26 * 3_600_000 + 5 * 60_000)).toBe('26 H 5 Min');
  });

  it('converts ms to minutes for the charts', () => expect(msToMinutes(90_000)).toBe(1.5));

  it('names the busiest day, or none', () => {
    expect(
      busiestDay([
        { label: 'mon', data: 5 },
        { label: 'tue', data: 9 },
        { label: 'wed', data: 9 },
      ]),
    ).toEqual({ label: 'tue', data: 9 });
    expect(busiestDay([{ label: 'mon', data: 0 }])).toBeNull();
  });
});

describe('the stats answer (spec §7: outcome.data)', () => {
  it('holds the stats under outcome.data, not directly in outcome', () => {
    const stats = { totalTimeSpent: 0, averageTimeSpentByDay: [], timeSpentByDay: [], devices: [], timeSpentByHour: [], courseSubject: [] };
    expect(statsAnswerSchema.safeParse({ outcome: { data: stats } }).success).toBe(true);
    expect(statsAnswerSchema.safeParse({ outcome: stats }).success).toBe(false);
  });
});

describe('every number of a hit is bounded at the door', () => {
  const withMeta = (meta: { field: string; value: unknown }[]) => ({
    ...hit(1000),
    subject: { id: '/it-IT', meta: [{ field: 'ms', value: 1000 }, ...meta] },
  });
  const problem = (body: unknown) => {
    const result = hitSchema.safeParse(body);
    return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  };

  it('accepts a wait of up to a year, in whole milliseconds', () => {
    expect(problem(withMeta([{ field: 'waitedMs', value: 0 }]))).toBeUndefined();
    expect(problem(withMeta([{ field: 'waitedMs', value: HIT_WAITED_MS_MAX }]))).toBeUndefined();
  });

  it.each([1e16, -1, 1.5, HIT_WAITED_MS_MAX + 1])('refuses waitedMs %p, naming the entry and the field', (value) => {
    expect(problem(withMeta([{ field: 'waitedMs', value }]))).toMatch(
      /^subject\.meta\.1\.value: 'waitedMs' must be (a whole number|from 0 to)/,
    );
  });

  it('refuses a repeated field, a string where a number belongs and a field it does not know, naming the entry', () => {
    expect(
      problem({
        ...hit(1000),
        subject: {
          id: '/it-IT',
          meta: [
            { field: 'ms', value: -99999 },
            { field: 'ms', value: 1000 },
          ],
        },
      }),
    ).toMatch(/^subject\.meta\.0\.value: 'ms' must be from 0/);
    expect(
      problem({
        ...hit(1000),
        subject: {
          id: '/it-IT',
          meta: [
            { field: 'ms', value: 5 },
            { field: 'ms', value: 1000 },
          ],
        },
      }),
    ).toBe("subject.meta.1.field: repeats the field 'ms'");
    expect(problem(withMeta([{ field: 'waitedMs', value: '1000' }]))).toBe(
      "subject.meta.1.value: 'waitedMs' must be a number of milliseconds",
    );
    expect(problem(hit('1000'))).toMatch(/^subject\.meta\.0\.value: 'ms' must be a number of milliseconds/);
    expect(problem(withMeta([{ field: 'scroll', value: 42 }]))).toMatch(
      /^subject\.meta\.1(\.field)?: must be \{ field, value \} with field ms or waitedMs/,
    );
  });

  it('bounds the numbers of a behaviour event', () => {
    const event = { ua: 'x', origin: 'web', type: 'event', createdAt: '2026-11-21T10:00:00.000Z', action: 'a', variant: 'b', scope: 'c' };
    expect(behaviourEventSchema.safeParse({ ...event, subject: { big: 1e300 } }).success).toBe(false);
    expect(behaviourEventSchema.safeParse({ ...event, subject: { small: 12 } }).success).toBe(true);
  });

  it('reads a wait from a hit, never beyond the bound', () => {
    expect(hitWaitedMs(withMeta([{ field: 'waitedMs', value: 5000 }]) as never)).toBe(5000);
    expect(hitWaitedMs(withMeta([]) as never)).toBe(0);
  });
});
