import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATS_DEFAULT_RANGE_DAYS, STATS_MAX_RANGE_DAYS, statsOperations, WEEKDAYS, type Stats } from '@tiles/contracts';
import { route } from '../../ground/operation-route.js';
import { DAY_MS, learnerNow } from '../../ground/time.js';
import { badRequest } from '../../ground/http-errors.js';
import { OTHER_SUBJECT } from '../../ground/study-subject.js';
import { localDayAndHour } from '../../ground/local-time.js';
import { type SeriesRow } from './repository.js';

const MAX_RANGE_DAYS = STATS_MAX_RANGE_DAYS;
const DEFAULT_RANGE_DAYS = STATS_DEFAULT_RANGE_DAYS;

const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (isoDay: string) => WEEKDAYS[(new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The statistics of the caller from their rollups: every series sums to the total (averages aside). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.statsRepository;
  route(app, statsOperations.getStats, async (request) => {
    const { user } = request.auth;
    const today = localDayAndHour(learnerNow(app.clock, user), user.timezone).day;
    const to = request.query.to ?? today;
    const from = request.query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
    if (Number.isNaN(days) || days < 1) throw badRequest('querystring.from: must be a valid day on or before `to`');
    if (days > MAX_RANGE_DAYS) throw badRequest(`querystring.from: the range may cover at most ${MAX_RANGE_DAYS} days`);

    const rows = await repository.seriesOf(user.id, from, to);
    const series = (dimension: SeriesRow['dimension']) =>
      new Map(rows.filter((row) => row.dimension === dimension).map((row) => [dimension === 'day' ? row.day! : row.key!, row.ms]));

    const range = Array.from({ length: days }, (_, index) => addDays(from, index));
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

    const categoryIds = [...bySubject.keys()].filter((subject) => subject !== OTHER_SUBJECT);
    const names = await repository.categoryNames(categoryIds, request.localeCode, request.site.defaultLocale);

    const stats: Stats = {
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
    return { data: stats };
  });
};
