import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
