import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  /** Modes besides `user` this role may enter (admin, tester). */
  modes: jsonb('modes').$type<string[]>().notNull(),
});
