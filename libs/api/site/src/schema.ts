import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  niceName: text('nice_name').notNull(),
  logo: text('logo').notNull(),
  defaultLocale: text('default_locale').notNull(),
  supportedLocales: jsonb('supported_locales').$type<string[]>().notNull(),
  /** While on, learners' content calls answer 503 and the web shows the maintenance page; admins pass. */
  maintenance: boolean('maintenance').notNull().default(false),
  /** Who may make an account: anyone (`open`), only someone invited (`invitation`), nobody (`closed`). */
  signUp: text('sign_up').$type<'open' | 'invitation' | 'closed'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  countryCode: text('country_code').notNull(),
});
