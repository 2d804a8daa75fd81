import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, type Translations } from '@tiles/api-platform/db/columns';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';

/** Notifications per user. System ones name boilerplate keys (rendered in the reader's locale); admins' carry text. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title'),
    body: text('body'),
    /** An administrator's texts per locale (the reader's, else the site's default); title/body hold the default. */
    titles: jsonb('titles').$type<Translations>(),
    bodies: jsonb('bodies').$type<Translations>(),
    link: text('link'),
    /** A picture for the notification (a badge's image), a path on this site. */
    image: text('image'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created').on(table.userId, table.createdAt)],
);

/**
 * The socket.io PostgreSQL adapter's side table: packets too big for a NOTIFY (over 8,000 bytes) pass through it
 * between api instances; the adapter deletes old rows itself.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * Accessibility barriers anyone reported, kept whole: administrators hear of them in one notification per period (a
 * digest), never one per report, so reporters cannot flood their bells, and no reporter's limit is shared by others.
 */
export const barrierReports = pgTable(
  'barrier_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    description: text('description').notNull(),
    contact: text('contact'),
    /** Who reported, as a digest of their address (their network for IPv6): their own limit counts it, it names no one. */
    caller: text('caller').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** When the administrators were told of it (null: waiting for the next digest). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('barrier_reports_caller_idx').on(table.caller, table.reportedAt),
    index('barrier_reports_waiting_idx').on(table.siteId, table.notifiedAt, table.id),
  ],
);

/** When each site's administrators last got a digest of barrier reports: one per period, shared by every instance. */
export const barrierDigests = pgTable('barrier_digests', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
