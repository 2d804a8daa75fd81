import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Texts keyed by locale code, e.g. { 'it-IT': 'Storia', 'en-GB': 'History' }. */
export type Translations = Record<string, string>;

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  niceName: text('nice_name').notNull(),
  logo: text('logo').notNull(),
  defaultLocale: text('default_locale').notNull(),
  supportedLocales: jsonb('supported_locales').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  countryCode: text('country_code').notNull(),
});

export const boilerplate = pgTable(
  'boilerplate',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.key] })],
);

export const tags = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('tags_site_type_slug').on(table.siteId, table.type, table.slug)],
);
