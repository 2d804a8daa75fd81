import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
