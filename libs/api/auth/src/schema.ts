import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@tiles/api-users/schema';

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
  /**
   * When the person last proved a second factor in this session (a TOTP or recovery code, or a passkey): staff
   * permissions need one, and the most sensitive actions one of the last 15 minutes.
   */
  secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  /** The provider whose own pages signed her in (the code flow), whose session sign-out may offer to end too. */
  provider: text('provider'),
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
    purpose: text('purpose').$type<'verify-email' | 'password-reset' | 'change-email' | 'invite' | 'sign-in'>().notNull(),
    /** The address the link was sent to (a new address for `change-email`). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose), index('account_tokens_expiry_idx').on(table.expiresAt)],
);

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
 * Passkeys (WebAuthn credentials): the credential's id and public key (COSE, base64url), the signature counter the
 * authenticator last reported (0 for those that keep none), how it may be reached, and the name its owner gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** singleDevice or multiDevice (synced): whether it may be on several of her devices. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * An account's authenticator app (TOTP, RFC 6238): its base32 secret, confirmed once a code of it was accepted, the
 * last time step accepted (a code is good once), and the SHA-256 of each unused recovery code.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Null while being set up: the app is not asked for at sign-in until one of its codes was accepted. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
});
