import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AnswerContext,
  AnswerResponse,
  CardState,
  ColorSchemePreference,
  ContentBlock,
  DraftEntity,
  QuestionDefinition,
  TileRow,
} from '@tiles/contracts';

/** Texts keyed by locale code, e.g. { 'it-IT': 'Storia', 'en-GB': 'History' }. */
export type Translations = Record<string, string>;

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  niceName: text('nice_name').notNull(),
  logo: text('logo').notNull(),
  defaultLocale: text('default_locale').notNull(),
  supportedLocales: jsonb('supported_locales').$type<string[]>().notNull(),
  /** While on, learners' content calls answer 503 and the web shows the maintenance page; admins pass. */
  maintenance: boolean('maintenance').notNull().default(false),
  /** Who may make an account: anyone (`open`), only someone invited (`invitation`), nobody (`closed`). */
  signUp: text('sign_up').$type<'open' | 'invitation' | 'closed'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  countryCode: text('country_code').notNull(),
});

export const boilerplate = pgTable(
  'boilerplate',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull(),
    /** Locales whose text predates the last change of the source (it-IT): a translator should look again. */
    needsReview: jsonb('needs_review').$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.key] })],
);

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

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  /** Modes besides `user` this role may enter (admin, tester). */
  modes: jsonb('modes').$type<string[]>().notNull(),
});

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

/** Server-side sessions. The cookie holds a random id; only its SHA-256 is stored. */
export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent'),
  /** The time zone the device said it is in when it signed in (the "place" the devices list shows). */
  timezone: text('timezone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  /** Absolute: 30 days after creation, however active the session is. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** user, admin or tester: chosen by the signed-in person among their role's modes; a new session starts as user. */
  mode: text('mode').$type<'user' | 'admin' | 'tester'>().notNull().default('user'),
  /**
   * In tester mode, the tester's test learner: every call, hit and socket of this session acts as it. The one
   * credential resolver (http, hits, socket) joins the user on coalesce(acting_user_id, user_id).
   */
  actingUserId: text('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Refresh tokens, one row per token ever issued. A rotated token keeps its row with `rotatedAt`, so presenting it
 * again is recognised as reuse (a stolen token) and revokes the whole session.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionIdHash: text('session_id_hash')
    .notNull()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

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

/** Generic pages made of tile rows, by locale and path (without the locale prefix, e.g. `/chi-siamo`). */
export const contentPages = pgTable(
  'content_pages',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    rows: jsonb('rows').$type<TileRow[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.locale, table.path] })],
);

/** Redirects by path (without the locale prefix). `{locale}` in an internal location becomes the caller's locale. */
export const routeRules = pgTable(
  'route_rules',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    location: text('location').notNull(),
    status: integer('status').notNull().default(301),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.path] })],
);

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

/** Notifications per user. System ones name boilerplate keys (rendered in the reader's locale); admins' carry text. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title'),
    body: text('body'),
    /** An administrator's texts per locale (the reader's, else the site's default); title/body hold the default. */
    titles: jsonb('titles').$type<Translations>(),
    bodies: jsonb('bodies').$type<Translations>(),
    link: text('link'),
    /** A picture for the notification (a badge's image), a path on this site. */
    image: text('image'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created').on(table.userId, table.createdAt)],
);

/**
 * The socket.io PostgreSQL adapter's side table: packets too big for a NOTIFY (over 8,000 bytes) pass through it
 * between api instances; the adapter deletes old rows itself.
 */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

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
  mailKinds: jsonb('mail_kinds').$type<string[]>().notNull().default(['digest']),
  /** The last local day (a Monday) the weekly digest was sent. */
  digestDay: date('digest_day', { mode: 'string' }),
  /**
   * The last local day the daily goal was met, kept with the streak: with `freezes` it tells whether the streak is
   * still alive today without reading the learner's history (the reminders' set-based query needs that).
   */
  goalMetDay: date('goal_met_day', { mode: 'string' }),
});

/**
 * Each site's keys for portable records: the Ed25519 seed its Open Badges credentials are signed with (its
 * issuer is the `did:key` of the public key) and the secret xAPI actors' pseudonyms are keyed with. Created on
 * first use; a configured seed (RECORDS_SIGNING_SEED) takes precedence over the stored one.
 */
export const siteKeys = pgTable('site_keys', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  signingSeed: text('signing_seed').notNull(),
  pseudonymSecret: text('pseudonym_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
 * Sign-in attempt counters shared by every api instance (when Redis is not configured): one row per key (a hash of
 * address, account, device...), counting attempts in a fixed window.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_attempts_window_idx').on(table.windowEndsAt)],
);

/**
 * Single-use links sent by mail (verify an address, reset a password): only the token's SHA-256 is kept, with what
 * it may do, for whom, until when, and when it was used. A token is used at most once, by a conditional update.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'password-reset' | 'change-email' | 'invite'>().notNull(),
    /** The address the link was sent to (a new address for `change-email`). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose), index('account_tokens_expiry_idx').on(table.expiresAt)],
);

/**
 * Mail waiting to go out: written with the change that causes it, sent by the mail worker, deleted once the mail
 * server took it. A server that refuses or is down leaves the row for a later attempt (backoff in `nextAttemptAt`).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Which kind of mail (verify-email, password-reset...): for logs and tests, never for content. */
    kind: text('kind').notNull(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders and digests). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (table) => [index('mail_queue_next_attempt_idx').on(table.nextAttemptAt)],
);

/** A device's Web Push subscription (the browser's PushSubscription), for the signed-in learner who asked for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that subscribed: a device signed out (its session ended, revoked or expired) gets nothing more;
     * the app subscribes again with the new session at the next sign-in.
     */
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed, as its user agent named it (the device list shows it). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Push messages waiting to go to a device's push service: written with the notification, sent by the push worker,
 * deleted once the service took them (or said the subscription is gone). 429 and 5xx are retried with backoff.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What the service worker shows: the notification as its reader sees it (title, body, link, id). */
    payload: jsonb('payload').$type<{ id: string; title: string; body: string; link: string | null; image?: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (table) => [index('push_queue_next_attempt_idx').on(table.nextAttemptAt)],
);

/** The server's VAPID key pair, created once where none is configured (WEB_PUSH_VAPID_*), like the records key. */
export const pushKeys = pgTable('push_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Federated ID tokens already used to sign in, kept until they expire, so none can be replayed. */
export const usedFederatedTokens = pgTable(
  'used_federated_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_federated_tokens_expiry_idx').on(table.expiresAt)],
);

/**
 * Every administrative action, append-only: who, when, in which mode, on what, and the entity before and after.
 * The migration makes the table refuse UPDATE and DELETE (rules), so not even a bug in the api can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull(),
    userLogin: text('user_login').notNull(),
    mode: text('mode').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_site_at_idx').on(table.siteId, table.at)],
);

/**
 * Admin mode's pending edits: one draft per entity (a course, an interface text), the whole edited value. Learners
 * never read this table; publishing applies drafts to their entities and deletes them in one transaction.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    entity: text('entity').$type<DraftEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.entity, table.entityId] })],
);

/**
 * Answers of writes made with an `Idempotency-Key` (publishing, sending a notification): the same key from the same
 * user on the same operation within 24 hours gets the first answer again, and the write is not made twice. A row
 * without a status is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: text('site_id').notNull(),
    userId: text('user_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.userId, table.operation, table.key] }),
    index('idempotency_keys_created').on(table.createdAt),
  ],
);

/**
 * Domain events not yet delivered (an outbox): written in the transaction of the fact they report (study time
 * credited, a session completed), deleted in the transaction of their listeners' work. A crash between the two
 * leaves them here, delivered at the next start.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Deliveries that failed: after a few, the event is left for an operator (it never blocks the ones after it). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('domain_events_pending').on(table.failedAttempts, table.id)],
);

/**
 * A session's questions, in the order shown after its content. `revision` counts published changes of the
 * definition; each revision is kept in `question_revisions`, so an answer always names the form it answered.
 */
export const sessionQuestions = pgTable(
  'session_questions',
  {
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    revision: integer('revision').notNull().default(1),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    /** Taken out of its session by an editor: no longer asked nor reviewed, kept for the learners' history. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('session_questions_session').on(table.sessionId, table.position)],
);

/** Every published form of a question, so a learner's history keeps what they answered. */
export const questionRevisions = pgTable(
  'question_revisions',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.revision] })],
);

/**
 * Learners' answers, append-only: the facts a card's schedule is replayed from, ordered by when they were made
 * (`answered_at`, then id). The id is the browser's, so an answer sent twice is stored once.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    context: text('context').$type<AnswerContext>().notNull(),
    response: jsonb('response').$type<AnswerResponse>().notNull(),
    correct: boolean('correct').notNull(),
    /** FSRS's grade: 1 Again, 2 Hard, 3 Good, 4 Easy. */
    grade: smallint('grade').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Set by the replay: the card had been answered before and was due on this answer's local day. */
    wasDue: boolean('was_due').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('question_answers_card').on(table.userId, table.questionId, table.answeredAt),
    index('question_answers_user_at').on(table.userId, table.answeredAt),
    // A question removed with its course removes its answers: found by question, not by a scan.
    index('question_answers_question').on(table.questionId),
  ],
);

/** A learner's card per answered question: the state the replay of its answers gives, kept for the due queries. */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    state: text('state').$type<CardState>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** Reviewed on the review page at least once (until then it counts against the daily limit of new cards). */
    reviewed: boolean('reviewed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('review_cards_user_due').on(table.userId, table.due),
    // A retired question's cards are deleted by question.
    index('review_cards_question').on(table.questionId),
  ],
);

/** A learner's review settings: FSRS's desired retention and the daily limits. */
export const reviewSettings = pgTable('review_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desiredRetention: doublePrecision('desired_retention').notNull(),
  newPerDay: integer('new_per_day').notNull(),
  reviewsPerDay: integer('reviews_per_day').notNull(),
});
