import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '@tiles/api-platform/db/columns';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';

/** A cmi5 course package imported as a course: its structure as read, its course IRI. */
export const cmi5Packages = pgTable('cmi5_packages', {
  id: text('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  courseIri: text('course_iri').notNull(),
  structure: jsonb('structure').$type<Record<string, unknown>>().notNull(),
  importedBy: text('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

/** The files of a ZIP package, served to the learner's browser from the site. */
export const cmi5Files = pgTable(
  'cmi5_files',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => cmi5Packages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.path] })],
);

/** A session of an imported course is an AU: its launch data from the course structure. */
export const cmi5Aus = pgTable('cmi5_aus', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => courseSessions.id, { onDelete: 'cascade' }),
  packageId: text('package_id')
    .notNull()
    .references(() => cmi5Packages.id, { onDelete: 'cascade' }),
  /** The AU's id in the course structure (the publisher id). */
  auIri: text('au_iri').notNull(),
  /** Fully qualified, or a path in the package. */
  url: text('url').notNull(),
  launchMethod: text('launch_method').$type<'AnyWindow' | 'OwnWindow'>().notNull(),
  moveOn: text('move_on').$type<'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable'>().notNull(),
  masteryScore: doublePrecision('mastery_score'),
  launchParameters: text('launch_parameters'),
  entitlementKey: text('entitlement_key'),
});

/** A learner's registration in an imported course: one per learner and course, kept across launches. */
export const cmi5Registrations = pgTable(
  'cmi5_registrations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/**
 * One launch of an AU: its session id, the one-time fetch token (hashed; null once fetched), what the AU said of the
 * session (its verbs, its own `Terminated` duration, kept beside our measured time, never over it) and how it ended.
 */
export const cmi5Sessions = pgTable(
  'cmi5_sessions',
  {
    id: text('id').primaryKey(),
    registration: text('registration').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    launchMode: text('launch_mode').$type<'Normal' | 'Browse' | 'Review'>().notNull(),
    fetchTokenHash: text('fetch_token_hash').unique(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** When the AU first read the learner's preferences (cmi5 §11): it may not initialize before. */
    preferencesReadAt: timestamp('preferences_read_at', { withTimezone: true }),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    lastStatementAt: timestamp('last_statement_at', { withTimezone: true }),
    /** The cmi5 defined verbs the AU stated in this session, in order. */
    verbs: jsonb('verbs').$type<string[]>().notNull().default([]),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    auDurationMs: bigint('au_duration_ms', { mode: 'number' }),
  },
  (table) => [index('cmi5_sessions_registration').on(table.registration, table.sessionId)],
);

/** Where a registration stands with each AU: what the AU stated across its sessions, and when moveOn was met. */
export const cmi5AuStatus = pgTable(
  'cmi5_au_status',
  {
    registration: text('registration').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    passed: boolean('passed').notNull().default(false),
    failed: boolean('failed').notNull().default(false),
    satisfiedAt: timestamp('satisfied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.registration, table.sessionId] })],
);
