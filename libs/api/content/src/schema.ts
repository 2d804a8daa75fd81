import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TileRow } from '@tiles/contracts-courses';
import { sites } from '@tiles/api-site/schema';

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
