import { createHash } from 'node:crypto';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import type { RedisClient } from '../../plugins/redis.js';

export type CounterWindow = { key: string; windowMs: number };
export type Count = { count: number; retryAfterSeconds: number };

/**
 * Attempt counters shared by every api instance: in Redis when it is configured, otherwise in the database. Each
 * call is atomic, so parallel attempts are all counted before any of them is checked.
 */
export type AttemptCounters = {
  /** Adds one attempt under each key; answers each key's count including it. */
  add: (windows: CounterWindow[]) => Promise<Count[]>;
  /** The counts under these keys now (0 for a key with no attempts in its window), without adding one. */
  peek: (keys: string[]) => Promise<Count[]>;
  /** Takes one attempt back (a sign-in that succeeded must not count against a busy shared address). */
  remove: (keys: string[]) => Promise<void>;
  clear: (keys: string[]) => Promise<void>;
};

/** Keys name addresses and accounts: only their hashes are stored. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');
const secondsUntil = (endsAtMs: number, nowMs: number) => Math.max(1, Math.ceil((endsAtMs - nowMs) / 1000));

export const createDatabaseAttemptCounters = (db: Database, now: () => Date = () => new Date()): AttemptCounters => {
  let addsSincePrune = 0;
  return {
    add: async (windows) => {
      const at = now();
      // Rows whose window ended are dead weight: pruned every few hundred attempts.
      if ((addsSincePrune += 1) >= 500) {
        addsSincePrune = 0;
        await db.delete(loginAttempts).where(lt(loginAttempts.windowEndsAt, at));
      }
      return Promise.all(
        windows.map(async ({ key, windowMs }) => {
          const endsAt = new Date(at.getTime() + windowMs);
          const [row] = await db
            .insert(loginAttempts)
            .values({ keyHash: hashOf(key), count: 1, windowEndsAt: endsAt })
            .onConflictDoUpdate({
              target: loginAttempts.keyHash,
              set: {
                count: sql`case when ${loginAttempts.windowEndsAt} <= ${at.toISOString()}::timestamptz then 1 else ${loginAttempts.count} + 1 end`,
                windowEndsAt: sql`case when ${loginAttempts.windowEndsAt} <= ${at.toISOString()}::timestamptz then excluded.window_ends_at else ${loginAttempts.windowEndsAt} end`,
              },
            })
            .returning({ count: loginAttempts.count, windowEndsAt: loginAttempts.windowEndsAt });
          return { count: row!.count, retryAfterSeconds: secondsUntil(row!.windowEndsAt.getTime(), at.getTime()) };
        }),
      );
    },
    peek: async (keys) => {
      const at = now();
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.keyHash, keys.map(hashOf)), gt(loginAttempts.windowEndsAt, at)));
      return keys.map((key) => {
        const row = rows.find((candidate) => candidate.keyHash === hashOf(key));
        return row ? { count: row.count, retryAfterSeconds: secondsUntil(row.windowEndsAt.getTime(), at.getTime()) } : { count: 0, retryAfterSeconds: 0 };
      });
    },
    remove: async (keys) => {
      for (const key of keys) {
        await db
          .update(loginAttempts)
          .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
          .where(sql`${loginAttempts.keyHash} = ${hashOf(key)}`);
      }
    },
    clear: async (keys) => {
      for (const key of keys) await db.delete(loginAttempts).where(sql`${loginAttempts.keyHash} = ${hashOf(key)}`);
    },
  };
};

/** A Redis that does not answer within this is treated as down: sign-in answers 503 rather than waiting. */
const REDIS_ANSWER_MS = 2_000;

const withinDeadline = async <T>(work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new HttpError(503, 'Sign-in is briefly unavailable. Please try again in a few seconds.', { headers: { 'retry-after': '5' } })), REDIS_ANSWER_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

export const createRedisAttemptCounters = (redis: RedisClient, prefix: string): AttemptCounters => ({
  add: (windows) =>
    withinDeadline(
      Promise.all(
        windows.map(async ({ key, windowMs }) => {
          const name = prefix + hashOf(key);
          const [count, , ttl] = (await redis.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec()) as unknown as [number, number, number];
          return { count, retryAfterSeconds: secondsUntil(ttl > 0 ? ttl : windowMs, 0) };
        }),
      ),
    ),
  peek: (keys) =>
    withinDeadline(
      Promise.all(
        keys.map(async (key) => {
          const name = prefix + hashOf(key);
          const [count, ttl] = (await redis.multi().get(name).pTTL(name).exec()) as unknown as [string | null, number];
          return count && ttl > 0 ? { count: Number(count), retryAfterSeconds: secondsUntil(ttl, 0) } : { count: 0, retryAfterSeconds: 0 };
        }),
      ),
    ),
  remove: async (keys) => {
    await withinDeadline(Promise.all(keys.map((key) => redis.decr(prefix + hashOf(key)))));
  },
  clear: async (keys) => {
    if (keys.length) await withinDeadline(redis.del(keys.map((key) => prefix + hashOf(key))));
  },
});
