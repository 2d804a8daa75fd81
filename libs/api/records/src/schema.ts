import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '@tiles/api-site/schema';

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
