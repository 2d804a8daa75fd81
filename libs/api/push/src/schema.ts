import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '@tiles/api-auth/schema';
import { users } from '@tiles/api-users/schema';

/** A device's Web Push subscription (the browser's PushSubscription), for the signed-in learner who asked for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that subscribed: a device signed out (its session ended, revoked or expired) gets nothing more;
     * the app subscribes again with the new session at the next sign-in.
     */
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed, as its user agent named it (the device list shows it). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Push messages waiting to go to a device's push service: written with the notification, sent by the push worker,
 * deleted once the service took them (or said the subscription is gone). 429 and 5xx are retried with backoff.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What the service worker shows: the notification as its reader sees it (title, body, link, id). */
    payload: jsonb('payload').$type<{ id: string; title: string; body: string; link: string | null; image?: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (table) => [index('push_queue_next_attempt_idx').on(table.nextAttemptAt)],
);

/** The server's VAPID key pair, created once where none is configured (WEB_PUSH_VAPID_*), like the records key. */
export const pushKeys = pgTable('push_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
