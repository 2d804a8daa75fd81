import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { tags } from '@tiles/api-lms/schema';
import { pickTranslation } from '@tiles/contracts';

/** One total: of a dimension's key over the range, or (dimension 'day') of one day. */
export type SeriesRow = { dimension: 'hour' | 'device' | 'subject' | 'day'; key: string | null; day: string | null; ms: number };

/** The learner's study rollups, read for the statistics. */
export const createStatsRepository = (db: Database) => ({
  /**
   * Each dimension's totals over the days `from`..`to` (the learner's local days, both included), and the total of
   * every day: the daily series hold each dimension per day, so a day's total is the sum of any one of them (device).
   */
  async seriesOf(userId: string, from: string, to: string): Promise<SeriesRow[]> {
    const result = await db.execute(sql`
      select dimension, key, null as day, sum(ms)::bigint as ms
      from study_daily_series
      where user_id = ${userId} and local_day between ${from} and ${to} and dimension in ('hour', 'device', 'subject')
      group by dimension, key
      union all
      select 'day' as dimension, null as key, local_day::text as day, sum(ms)::bigint as ms
      from study_daily_series
      where user_id = ${userId} and local_day between ${from} and ${to} and dimension = 'device'
      group by local_day`);
    return rowsOf<SeriesRow>(result).map((row) => ({ ...row, ms: Number(row.ms) }));
  },

  /** The categories' names in `locale` (else the site's default locale, else the slug), by id. */
  async categoryNames(ids: string[], locale: string, defaultLocale: string): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(tags).where(inArray(tags.id, ids));
    return new Map(rows.map((tag) => [tag.id, pickTranslation(tag.names, [locale, defaultLocale], tag.slug)]));
  },
});

export type StatsRepository = ReturnType<typeof createStatsRepository>;
