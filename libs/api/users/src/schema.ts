import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ColorSchemePreference } from '@tiles/contracts';
import { sites } from '@tiles/api-site/schema';

export type StoredUserFields = { name: string; surname: string; gender: 'maschile' | 'femminile' | 'neutro' };

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** What the learner types to sign in (lower-cased): an email address or a user name. */
    login: text('login').notNull(),
    email: text('email'),
    /** scrypt, with its parameters: `scrypt$N$r$p$salt$hash`. Null for federated-only users. */
    passwordHash: text('password_hash'),
    /** The first entry is the role id. */
    roles: jsonb('roles').$type<string[]>().notNull(),
    locale: text('locale').notNull(),
    timezone: text('timezone').notNull(),
    /**
     * The zone before the last change and when it changed: the day's allowances (the daily XP caps) count in it
     * until its day ends, so a change never opens tomorrow's at once (see `gameTimeZoneAt`).
     */
    previousTimezone: text('previous_timezone'),
    timezoneChangedAt: timestamp('timezone_changed_at', { withTimezone: true }),
    fields: jsonb('fields').$type<StoredUserFields>().notNull(),
    /** How the learner wants the site coloured on every device: `system`, `light` or `dark`. */
    colorScheme: text('color_scheme').$type<ColorSchemePreference>().notNull().default('system'),
    /** A tester's test learner: its activity belongs to it alone and leaves no portable record. */
    isTest: boolean('is_test').notNull().default(false),
    /** On a test learner: the tester it belongs to (one each, made the first time they enter tester mode). */
    testAccountOf: text('test_account_of'),
    /** On a test learner: days its clock runs ahead, so streaks, freezes and weekly summaries can be tried now. */
    clockOffsetDays: integer('clock_offset_days').notNull().default(0),
    /** Made through sign-up and its address not yet confirmed: it cannot sign in until the mail's link is opened. */
    awaitingVerification: boolean('awaiting_verification').notNull().default(false),
    /** Disabled by an administrator: it cannot sign in, and its sessions ended when it was disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Deleted: the row stays as an anonymous tombstone (no name, address, login or password) so the study time and
     * XP it holds keep counting in the site's aggregates; it is nobody's account and no audience's member.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_site_login').on(table.siteId, table.login), uniqueIndex('users_test_account_of').on(table.testAccountOf)],
);

/** The identities at other providers a learner signs in with (OpenID Connect issuer and subject): part of the account. */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);
