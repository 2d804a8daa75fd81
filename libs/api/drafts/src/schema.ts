import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DraftEntity } from '@tiles/contracts-cms';
import { sites } from '@tiles/api-site/schema';

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
