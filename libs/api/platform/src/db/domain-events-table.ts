import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
