import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@tiles/api-platform/db/columns';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';

/** The level table all categories share, with localised names: editable data (admin mode edits it). */
export const gameLevels = pgTable(
  'game_levels',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    experience: integer('experience').notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.level] })],
);

/** Badges: a measure and its tiers, localised names and descriptions. */
export const gameBadges = pgTable(
  'game_badges',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    measure: text('measure').notNull(),
    tiers: jsonb('tiers').$type<number[]>().notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    descriptions: jsonb('descriptions').$type<Translations>().notNull(),
    image: text('image').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);

/** The XP rules of a site (bands, awards, caps) as one versioned document: every ledger row names its version. */
export const gameRules = pgTable('game_rules', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
});

/**
 * The XP ledger: append-only, one row per award, unique per learner and source. Time XP rows name the cumulative
 * total they bring a category's day to, so a replay of the same time adds nothing.
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    categoryId: text('category_id'),
    xp: integer('xp').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    ruleVersion: integer('rule_version').notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('xp_ledger_source').on(table.userId, table.source, table.sourceId),
    index('xp_ledger_user_day').on(table.userId, table.localDay),
    index('xp_ledger_user_id').on(table.userId, table.id),
  ],
);

/** A learner's level per category (never lowered), kept with the ledger's writes. */
export const learnerLevels = pgTable(
  'learner_levels',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    level: integer('level').notNull(),
    experience: integer('experience').notNull(),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/** A learner's badges: the measure's value, the highest tier reached and every tier's date. */
export const learnerBadges = pgTable(
  'learner_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    amount: integer('amount').notNull(),
    chain: integer('chain').notNull(),
    tierDates: jsonb('tier_dates').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

/** A learner's game settings and streak state. */
export const learnerGame = pgTable('learner_game', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goalMinutes: integer('goal_minutes').notNull().default(10),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  freezes: integer('freezes').notNull().default(0),
  /** Days a freeze covered and days a repair restored: each is told to the learner once. */
  frozenDays: jsonb('frozen_days').$type<string[]>().notNull().default([]),
  repairedDays: jsonb('repaired_days').$type<string[]>().notNull().default([]),
  /** Game notifications sent per local day (at most 3 a day). */
  noticesDay: date('notices_day', { mode: 'string' }),
  noticesSent: integer('notices_sent').notNull().default(0),
  /** The local hour (8 to 21) of the streak-at-risk reminder, and the last day it was sent. */
  reminderHour: integer('reminder_hour').notNull().default(19),
  remindedDay: date('reminded_day', { mode: 'string' }),
  /** The last day the learner was told that cards are due for review (at most once a day, at the same hour). */
  reviewRemindedDay: date('review_reminded_day', { mode: 'string' }),
  /** Kinds of game notification the learner turned off (level, badge, freeze, repair, risk). */
  mutedKinds: jsonb('muted_kinds').$type<string[]>().notNull().default([]),
  /** Kinds of notification the learner does not want by push (every kind goes by push to subscribed devices). */
  pushMutedKinds: jsonb('push_muted_kinds').$type<string[]>().notNull().default([]),
  /** Kinds the learner wants by mail too (the streak and review reminders) or only by mail (the weekly digest). */
  mailKinds: jsonb('mail_kinds').$type<string[]>().notNull().default(['digest', 'due']),
  /** The last local day she was reminded of work due (three days before, and on the day). */
  dueRemindedDay: date('due_reminded_day', { mode: 'string' }),
  /** The last local day (a Monday) the weekly digest was sent. */
  digestDay: date('digest_day', { mode: 'string' }),
  /**
   * The last local day the daily goal was met, kept with the streak: with `freezes` it tells whether the streak is
   * still alive today without reading the learner's history (the reminders' set-based query needs that).
   */
  goalMetDay: date('goal_met_day', { mode: 'string' }),
});
