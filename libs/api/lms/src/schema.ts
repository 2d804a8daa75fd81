import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock } from '@tiles/contracts-courses';
import type { Translations } from '@tiles/api-platform/db/columns';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';

export const tags = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('tags_site_type_slug').on(table.siteId, table.type, table.slug)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => tags.id),
    cover: text('cover').notNull(),
    titles: jsonb('titles').$type<Translations>().notNull(),
    descriptions: jsonb('descriptions').$type<Translations>().notNull(),
    published: boolean('published').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('courses_site_slug').on(table.siteId, table.slug),
    index('courses_site_category').on(table.siteId, table.categoryId),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    titles: jsonb('titles').$type<Translations>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.number] })],
);

export type StoredVideo = { src: string; titles: Translations; poster: string | null };

export const courseSessions = pgTable(
  'course_sessions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleNumber: integer('module_number').notNull(),
    number: integer('number').notNull(),
    titles: jsonb('titles').$type<Translations>().notNull(),
    /** Rich text as blocks, per locale. */
    content: jsonb('content').$type<Record<string, ContentBlock[]>>().notNull(),
    video: jsonb('video').$type<StoredVideo | null>(),
    /** Estimated study time, `Xh Ym Zs`. */
    duration: text('duration').notNull(),
  },
  (table) => [uniqueIndex('course_sessions_position').on(table.courseId, table.moduleNumber, table.number)],
);

export const sessionMaterials = pgTable('session_materials', {
  id: text('id').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => courseSessions.id, { onDelete: 'cascade' }),
  titles: jsonb('titles').$type<Translations>().notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  /** The file's text, per locale (summary sheets and checklists). */
  bodies: jsonb('bodies').$type<Translations>().notNull(),
});

/**
 * How long a course really takes: the median active study time of the learners who completed it, refreshed daily
 * (a row only for courses with at least one completion; fewer than 5 and the content's durations are shown instead).
 */
export const courseEffort = pgTable('course_effort', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  medianMs: bigint('median_ms', { mode: 'number' }).notNull(),
  learners: integer('learners').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

export const enrolments = pgTable(
  'enrolments',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').$type<'in-progress' | 'completed'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastModule: integer('last_module'),
    lastSession: integer('last_session'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

export const sessionCompletions = pgTable(
  'session_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sessionId] })],
);

/**
 * A learner's completed sessions of one course folded into one row: when each was completed (epoch ms), by session
 * id. What a group's page reads of a thousand learners; kept by a trigger on session_completions (migration 0046).
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    done: jsonb('done').$type<Record<string, number>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
