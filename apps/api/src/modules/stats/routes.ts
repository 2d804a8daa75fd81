import { learnerNow } from '../../plugins/clock.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, statsAnswerSchema, statsQuerySchema, WEEKDAYS, type Stats } from '@tiles/contracts';
import { badRequest } from '../../plugins/errors.js';
import { OTHER_SUBJECT } from '../events/hit-writer.js';
import { localDayAndHour } from '../events/local-time.js';
import { type SeriesRow } from './repository.js';

/** Longest range one call may ask for. */
const MAX_RANGE_DAYS = 366;
const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (isoDay: string) => WEEKDAYS[(new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The statistics of the caller from their rollups: every series sums to the total (averages aside). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.statsRepository;
  app.get(
    '/stats',
    {
      config: { signedIn: true },
      schema: {
        tags: ['stats'],
        summary: "The caller's study statistics, in ms, for a range of days in their time zone",
        description:
          `from and to are days (YYYY-MM-DD) in the learner's time zone, both included. Defaults: the last ${DEFAULT_RANGE_DAYS} days ` +
          `up to today. At most ${MAX_RANGE_DAYS} days. averageTimeSpentByDay is the mean per weekday over the range ` +
          '(mon..sun); timeSpentByDay lists every day of the range; timeSpentByHour 00..23; courseSubject names the ' +
          "course category (or 'other' for time outside courses).",
        querystring: statsQuerySchema,
        response: { 200: statsAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
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
        courseSubject: [...bySubject]
          .sort((a, b) => b[1] - a[1])
          .map(([subject, data]) => ({ label: names.get(subject) ?? subject, data })),
      };
      return { outcome: { data: stats } };
    },
  );
};
