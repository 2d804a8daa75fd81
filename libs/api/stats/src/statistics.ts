import { STATS_DEFAULT_RANGE_DAYS, STATS_MAX_RANGE_DAYS, WEEKDAYS, type Stats } from '@tiles/contracts';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { OTHER_SUBJECT } from '@tiles/api-platform/ground/study-subject';
import { DAY_MS } from '@tiles/api-platform/ground/time';
import type { SeriesRow } from './repository.js';

const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (isoDay: string) => WEEKDAYS[(new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * The days a statistics call covers, both included: `to` defaults to the learner's today, `from` to the
 * STATS_DEFAULT_RANGE_DAYS days up to `to`; a range backwards or longer than STATS_MAX_RANGE_DAYS is a 400.
 */
export const statsRange = (asked: { from?: string | undefined; to?: string | undefined }, today: string) => {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, -(STATS_DEFAULT_RANGE_DAYS - 1));
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (Number.isNaN(days) || days < 1) throw badRequest('querystring.from: must be a valid day on or before `to`');
  if (days > STATS_MAX_RANGE_DAYS) throw badRequest(`querystring.from: the range may cover at most ${STATS_MAX_RANGE_DAYS} days`);
  return { from, to, days: Array.from({ length: days }, (_, index) => addDays(from, index)) };
};

/**
 * The statistics of a range from the learner's rollups: every series sums to the total (the weekday averages
 * aside, which are means per weekday over the range). `names`: the categories' names in the reader's locale.
 */
export const statisticsOf = (rows: readonly SeriesRow[], range: readonly string[], names: ReadonlyMap<string, string>): Stats => {
  const series = (dimension: SeriesRow['dimension']) =>
    new Map(rows.filter((row) => row.dimension === dimension).map((row) => [dimension === 'day' ? row.day! : row.key!, row.ms]));
  const byDay = series('day');
  const byHour = new Map([...series('hour')].map(([hour, ms]) => [Number(hour), ms]));
  const byDevice = series('device');
  const bySubject = series('subject');
  const weekdayCount = new Map<string, number>();
  const weekdayTotal = new Map<string, number>();
  for (const day of range) {
    const weekday = weekdayOf(day);
    weekdayCount.set(weekday, (weekdayCount.get(weekday) ?? 0) + 1);
    weekdayTotal.set(weekday, (weekdayTotal.get(weekday) ?? 0) + (byDay.get(day) ?? 0));
  }
  return {
    totalTimeSpent: [...byDay.values()].reduce((sum, ms) => sum + ms, 0),
    averageTimeSpentByDay: WEEKDAYS.map((weekday) => ({
      label: weekday,
      data: weekdayCount.get(weekday) ? Math.round((weekdayTotal.get(weekday) ?? 0) / weekdayCount.get(weekday)!) : 0,
    })),
    timeSpentByDay: range.map((day) => ({ label: day, data: byDay.get(day) ?? 0 })),
    devices: [...byDevice].sort((a, b) => b[1] - a[1]).map(([label, data]) => ({ label, data })),
    timeSpentByHour: Array.from({ length: 24 }, (_, hour) => ({ label: String(hour).padStart(2, '0'), data: byHour.get(hour) ?? 0 })),
    courseSubject: [...bySubject].sort((a, b) => b[1] - a[1]).map(([subject, data]) => ({ label: names.get(subject) ?? subject, data })),
  };
};

/** The categories a learner's time went to (the statistics name them), beside time outside courses. */
export const subjectCategoriesOf = (rows: readonly SeriesRow[]) =>
  [...new Set(rows.filter((row) => row.dimension === 'subject').map((row) => row.key!))].filter((subject) => subject !== OTHER_SUBJECT);
