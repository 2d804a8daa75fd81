import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.js';

/**
 * Study time per user x local day x hour x device x course subject (the course's category, or 'other'), in the
 * user's time zone, kept up to date as hits are written: statistics cost O(days), not O(hits).
 */
export const studyRollups = pgTable(
  'study_rollups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    device: text('device').notNull(),
    subject: text('subject').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDay, table.hour, table.device, table.subject] })],
);

/**
 * The same study time as study_rollups, as one series per dimension and day (hour, device, subject): what the
 * statistics read, so a month costs at most a few hundred rows however dense the history is.
 */
export const studyDailySeries = pgTable(
  'study_daily_series',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    /** `course` keys are course ids: the weekly digest's time by course. */
    dimension: text('dimension').$type<'hour' | 'device' | 'subject' | 'course'>().notNull(),
    key: text('key').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDay, table.dimension, table.key] })],
);
