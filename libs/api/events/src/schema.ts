import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@tiles/api-users/schema';

/** Raw page-view hits, kept for audit and reprocessing; statistics never read them (they read study_rollups). */
export const hits = pgTable(
  'hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id').notNull(),
    siteId: text('site_id').notNull(),
    identity: text('identity').notNull(),
    /** Null for visitors who were not signed in: kept, but in nobody's statistics. */
    userId: text('user_id'),
    path: text('path').notNull(),
    courseId: integer('course_id'),
    moduleNumber: integer('module_number'),
    sessionNumber: integer('session_number'),
    msReported: integer('ms_reported').notNull(),
    /** The page the time was spent on: the identity's previous hit (null when the visit's first page is unknown). */
    attributedPath: text('attributed_path'),
    attributedCourseId: integer('attributed_course_id'),
    attributedModule: integer('attributed_module'),
    attributedSession: integer('attributed_session'),
    msCredited: integer('ms_credited').notNull(),
    device: text('device').notNull(),
    userAgent: text('user_agent').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('hits_client_id').on(table.clientId), index('hits_user_received').on(table.userId, table.receivedAt)],
);

/** Where each browser-session identity was last seen: the page its next interval belongs to. */
export const trackingIdentities = pgTable('tracking_identities', {
  identity: text('identity').primaryKey(),
  lastPath: text('last_path').notNull(),
  lastCourseId: integer('last_course_id'),
  lastModule: integer('last_module'),
  lastSession: integer('last_session'),
  /** Where the identity's last interval ended (its hit's arrival, less any time it waited offline). */
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
});

/** Active time per learner and course session (by position): what a first completion's minimum is checked against. */
export const sessionStudy = pgTable(
  'session_study',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    moduleNumber: integer('module_number').notNull(),
    sessionNumber: integer('session_number').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.moduleNumber, table.sessionNumber] })],
);

export const behaviourEvents = pgTable(
  'behaviour_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id'),
    siteId: text('site_id').notNull(),
    userId: text('user_id'),
    action: text('action').notNull(),
    variant: text('variant').notNull(),
    scope: text('scope').notNull(),
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('behaviour_events_client_id').on(table.clientId)],
);

/**
 * Rows the ingestion buffers could never write (the database refused them for what they hold), kept with the
 * reason instead of blocking everyone else's batch or being dropped. Payloads are JSON text: it can hold what
 * a jsonb or text column of the row could not.
 */
export const ingestionDeadLetters = pgTable(
  'ingestion_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'hits' | 'events'>().notNull(),
    /** Who sent it (a hit's browser identity; events as one source): letters are bounded per source and in all. */
    source: text('source').notNull().default(''),
    payload: text('payload').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ingestion_dead_letters_source').on(table.source)],
);

/**
 * Each learner's honest-time clock: time is credited only up to now and only once, whatever the number of tabs
 * or devices. A hit's interval counts only for what lies after `creditedUntil`.
 */
export const learnerClocks = pgTable('learner_clocks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: timestamp('credited_until', { withTimezone: true }).notNull(),
});

// The rollups the writer keeps in the hits' own transaction; the statistics (stats) read them.
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
 * A learner's study of one course folded into one row: her time in each of its sessions (by `module/session`) and on
 * each of her days (by `YYYY-MM-DD`). What a group's page reads of a thousand learners at once: a row per learner and
 * course instead of one per session and per day. Kept by triggers on session_study and study_daily_series (migration
 * 0046), so every writer of those keeps it, and a fold can never disagree with what it folds.
 */
export const courseStudy = pgTable(
  'course_study',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    sessions: jsonb('sessions').$type<Record<string, number>>().notNull(),
    days: jsonb('days').$type<Record<string, number>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
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
