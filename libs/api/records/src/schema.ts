import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';

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
 * Every credential the site signed for a learner, by its id (stable: a re-download is the same credential), with
 * its place in the site's Bitstring status list (drawn at random, so neighbours in the list tell nothing) and its
 * revocation. An issued credential stays valid
 * when its account is deleted: it is the learner's.
 */
export const issuedCredentials = pgTable(
  'issued_credentials',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the row stays, so its place in the status list is never given again. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** course, badge or transcript. */
    kind: text('kind').$type<'course' | 'badge' | 'transcript'>().notNull(),
    /** What it is of: the course's id, `badge/tier`, or the transcript's issue day. */
    subject: text('subject').notNull(),
    /** Its name when issued, in the learner's language: what an administrator's list shows. */
    name: text('name').notNull(),
    /** Whole minutes of active study it states (null: it states none). */
    minutes: integer('minutes'),
    /** The facts it states, fixed when first issued: every download signs the same claims. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    statusIndex: integer('status_index').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by'),
    /** A secret link showing the credential to anyone who has it (null: not shared). */
    shareToken: text('share_token').unique(),
  },
  (table) => [unique('issued_credentials_status_index').on(table.siteId, table.statusIndex)],
);
