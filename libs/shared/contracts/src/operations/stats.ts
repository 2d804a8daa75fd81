import { z } from 'zod/mini';
import { operation } from '../operation.js';
import { statsQuerySchema, statsSchema } from '../tracking.js';

/** Longest range one call may ask for, and the range when none is asked. */
export const STATS_MAX_RANGE_DAYS = 366;
export const STATS_DEFAULT_RANGE_DAYS = 30;

/** The learner's study statistics. */
export const statsOperations = {
  getStats: operation({
    method: 'GET',
    path: '/stats',
    group: 'stats',
    summary: "The caller's study statistics, in ms, for a range of days in their time zone",
    description:
      `from and to are days (YYYY-MM-DD) in the learner's time zone, both included. Defaults: the last ${STATS_DEFAULT_RANGE_DAYS} days ` +
      `up to today. At most ${STATS_MAX_RANGE_DAYS} days. averageTimeSpentByDay is the mean per weekday over the range ` +
      '(mon..sun); timeSpentByDay lists every day of the range; timeSpentByHour 00..23; courseSubject names the ' +
      "course category (or 'other' for time outside courses).",
    query: statsQuerySchema,
    // Spec §7: the statistics answer under `outcome.data`.
    answer: z.object({ data: statsSchema }),
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['Stats'],
  }),
} as const;
