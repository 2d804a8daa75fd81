import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
