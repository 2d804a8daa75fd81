import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Translations } from '@tiles/api-platform/db/columns';
import { sites } from '@tiles/api-site/schema';

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
