import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushNoticeKind } from '@tiles/contracts-game';
import type { PushMessage, PushSubscriptionJson } from '@tiles/contracts-push';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { pushQueue, pushSubscriptions } from './schema.js';

/** A message for every device of a learner, unless they keep its kind off push. */
export type DevicePushMessage = { userId: string; kind: PushNoticeKind; payload: PushMessage };

/** Devices one session may keep subscribed (a browser renews its subscription now and then: the newest are kept). */
export const MAX_SUBSCRIPTIONS_PER_SESSION = 3;
/** Devices one learner may keep subscribed, across their sessions. */
export const MAX_SUBSCRIPTIONS_PER_LEARNER = 10;

/** Messages per statement: each is one JSON object in one parameter, so this bounds the statement's size only. */
const BATCH = 5000;

export const createPushRepository = (db: Database, now: () => Date) => ({
  /**
   * Keeps a device's subscription for the learner's session; one already kept (the same endpoint) passes to them
   * (a shared browser, or the same learner signed in again).
   */
  async subscribe(session: { userId: string; sessionIdHash: string }, subscription: PushSubscriptionJson, userAgent: string | undefined) {
    const values = {
      userId: session.userId,
      sessionIdHash: session.sessionIdHash,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: userAgent?.slice(0, 500) ?? null,
    };
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), endpoint: subscription.endpoint, ...values, createdAt: at })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: at } });
      // A few devices per session and per learner, the newest kept: every notification is one outgoing request per
      // subscription, so an account cannot turn one into hundreds under the site's key.
      for (const [owner, kept] of [
        [eq(pushSubscriptions.sessionIdHash, session.sessionIdHash), MAX_SUBSCRIPTIONS_PER_SESSION],
        [eq(pushSubscriptions.userId, session.userId), MAX_SUBSCRIPTIONS_PER_LEARNER],
      ] as const) {
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(owner)
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(kept);
        await tx.delete(pushSubscriptions).where(and(owner, notInArray(pushSubscriptions.id, newest)));
      }
    });
  },

  async unsubscribe(userId: string, endpoint: string) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** A subscription its push service says is gone (404, 410), or that points where we no longer send. */
  async forget(subscriptionId: string) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  },

  async subscription(subscriptionId: string) {
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return row;
  },

  async subscriptionsOf(userId: string) {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  /**
   * Queues each message for every subscribed device of its learner that is still signed in (its session live), when
   * the learner's push settings let its kind through: one
   * statement per batch of messages, whatever the number of learners and devices. Answers how many were queued.
   */
  async enqueue(messages: DevicePushMessage[]): Promise<number> {
    let queued = 0;
    const at = now();
    for (let start = 0; start < messages.length; start += BATCH) {
      const batch = messages.slice(start, start + BATCH).map(({ userId, kind, payload }) => ({ user_id: userId, kind, payload }));
      const rows = await db.execute(sql`
        insert into ${pushQueue} (subscription_id, payload, created_at, next_attempt_at)
        select s.id, m.payload, ${at}, ${at}
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as m(user_id text, kind text, payload jsonb)
        join ${pushSubscriptions} s on s.user_id = m.user_id
        join sessions live on live.id_hash = s.session_id_hash and live.revoked_at is null and live.expires_at > ${at}
        left join learner_game g on g.user_id = m.user_id
        where not coalesce(g.push_muted_kinds ? m.kind, false)
        returning id`);
      queued += rowsOf(rows).length;
    }
    return queued;
  },
});

export type PushRepository = ReturnType<typeof createPushRepository>;
