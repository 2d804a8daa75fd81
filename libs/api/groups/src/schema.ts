import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';
import { courses } from '@tiles/api-lms/schema';

/** A teacher's class or a trainer's cohort. Due dates end at midnight of its time zone. */
export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    /** Its join link answers while on; its teachers turn it off when the class is complete. */
    joinEnabled: boolean('join_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('groups_site').on(table.siteId)],
);

/**
 * A group's join codes: the current one (not retired) and those its teachers renewed, kept so that an old link
 * says it was renewed (410) rather than that it never was. A code with an address is a personal invitation: it
 * answers that address's account only, whether or not the group's link is on, and is retired when used.
 */
export const groupJoinCodes = pgTable(
  'group_join_codes',
  {
    code: text('code').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    invitedEmail: text('invited_email'),
  },
  (table) => [index('group_join_codes_group').on(table.groupId), index('group_join_codes_invited').on(table.invitedEmail)],
);

/**
 * Who is in a group and as what: its teachers, its members (learners), and the managers who oversee it. A member's
 * sharing choice is hers, per group, off unless she turns it on.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'teacher' | 'member' | 'overseer'>().notNull(),
    sharing: boolean('sharing').notNull().default(false),
    sharingChangedAt: timestamp('sharing_changed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_members_user').on(table.userId)],
);

/** A course, or chosen sessions of it, given to a group, perhaps due on a day of the group's calendar. */
export const groupAssignments = pgTable(
  'group_assignments',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Chosen sessions (course_sessions ids); null: the whole course. */
    sessionIds: jsonb('session_ids').$type<number[]>(),
    /** The last day, in the group's time zone. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The end of that day there: when it is overdue. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    required: boolean('required').notNull(),
    /** The teacher who assigned it (kept as a name if her account goes). */
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedByName: text('assigned_by_name').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    /** The due reminders sent: three days before, and on the day (the scheduler's marks). */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedOnDayAt: timestamp('reminded_on_day_at', { withTimezone: true }),
  },
  (table) => [index('group_assignments_group').on(table.groupId), index('group_assignments_due').on(table.dueAt)],
);

/**
 * The site's rules for groups, set by its administrators: how many members must share before a group's figures
 * show (never below 3: the migration's check refuses it). No row: the default, 5.
 */
export const groupSettings = pgTable(
  'group_settings',
  {
    siteId: text('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    aggregateThreshold: integer('aggregate_threshold').notNull(),
  },
  (table) => [check('group_settings_threshold_at_least_3', sql`${table.aggregateThreshold} >= 3`)],
);
