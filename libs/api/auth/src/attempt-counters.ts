import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { loginAttempts } from './schema.js';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import type { RedisClient } from '@tiles/api-platform/ground/redis';

export type CounterWindow = { key: string; windowMs: number };
export type LimitedWindow = CounterWindow & { limit: number };
export type Count = { count: number; retryAfterSeconds: number };
/** `counted`: the attempt was within every limit and is counted under every key; otherwise it is counted under none. */
export type LimitedCount = { counted: boolean; counts: Count[] };

/**
 * Attempt counters shared by every api instance: in Redis when it is configured, otherwise in the database. Each
 * call is atomic, so parallel attempts are all counted before any of them is checked.
 */
export type AttemptCounters = {
  /** Adds one attempt under each key; answers each key's count including it. */
  add: (windows: CounterWindow[]) => Promise<Count[]>;
  /**
   * Checks every key against its limit and, only if all are below, counts the attempt under all of them: one atomic
   * step, so parallel attempts never count past a limit, and an attempt refused by one key (an address that ran
   * out) adds nothing to the others (the account its owner signs in to from elsewhere).
   */
  addWithinLimits: (windows: LimitedWindow[]) => Promise<LimitedCount>;
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
    addWithinLimits: async (windows) => {
      const at = now();
      const keyed = windows.map((window) => ({ ...window, hash: hashOf(window.key) }));
      // Rows are created and locked in one order, so two attempts on the same keys never wait for each other in a cycle.
      const hashes = [...new Set(keyed.map((window) => window.hash))].sort();
      return db.transaction(async (tx) => {
        await tx
          .insert(loginAttempts)
          .values(hashes.map((keyHash) => ({ keyHash, count: 0, windowEndsAt: at })))
          .onConflictDoNothing();
        const rows = new Map(
          (
            await tx.select().from(loginAttempts).where(inArray(loginAttempts.keyHash, hashes)).orderBy(loginAttempts.keyHash).for('update')
          ).map((row) => [row.keyHash, row]),
        );
        const liveCount = (hash: string) => {
          const row = rows.get(hash)!;
          return row.windowEndsAt.getTime() > at.getTime() ? row.count : 0;
        };
        const counted = keyed.every((window) => liveCount(window.hash) < window.limit);
        const counts: Count[] = [];
        for (const window of keyed) {
          const row = rows.get(window.hash)!;
          const live = liveCount(window.hash);
          const endsAt = live > 0 ? row.windowEndsAt : new Date(at.getTime() + window.windowMs);
          if (counted)
            await tx
              .update(loginAttempts)
              .set({ count: live + 1, windowEndsAt: endsAt })
              .where(eq(loginAttempts.keyHash, window.hash));
          counts.push({
            count: counted ? live + 1 : live,
            retryAfterSeconds: live > 0 || counted ? secondsUntil(endsAt.getTime(), at.getTime()) : 0,
          });
        }
        return { counted, counts };
      });
    },
    peek: async (keys) => {
      const at = now();
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.keyHash, keys.map(hashOf)), gt(loginAttempts.windowEndsAt, at)));
      return keys.map((key) => {
        const row = rows.find((candidate) => candidate.keyHash === hashOf(key));
        return row
          ? { count: row.count, retryAfterSeconds: secondsUntil(row.windowEndsAt.getTime(), at.getTime()) }
          : { count: 0, retryAfterSeconds: 0 };
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

const redisUnavailable = () =>
  new HttpError(503, 'Sign-in is briefly unavailable. Please try again in a few seconds.', { headers: { 'retry-after': '5' } });

/**
 * Redis answers within the deadline, or sign-in is briefly unavailable: a hung Redis, a refused connection and one
 * dropped mid-command (a Redis restarting, a balancer in front of it) all answer 503 with Retry-After, never 500.
 */
const withinDeadline = async <T>(work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.catch((error: unknown) => {
        throw Object.assign(redisUnavailable(), { cause: error });
      }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(redisUnavailable()), REDIS_ANSWER_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * KEYS: the counters; ARGV: each one's window (ms) and limit, in turn. Answers whether the attempt was counted, then
 * each key's count and time to live (ms). Redis runs a script alone: the check and the count are one step.
 */
const ADD_WITHIN_LIMITS = `
local within = true
for index, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * index]) then within = false end
end
local answer = { within and 1 or 0 }
for index, key in ipairs(KEYS) do
  local count
  if within then
    count = redis.call('INCR', key)
    if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * index - 1]) end
  else
    count = tonumber(redis.call('GET', key) or '0')
  end
  table.insert(answer, count)
  table.insert(answer, redis.call('PTTL', key))
end
return answer`;

export const createRedisAttemptCounters = (redis: RedisClient, prefix: string): AttemptCounters => ({
  add: (windows) =>
    withinDeadline(
      Promise.all(
        windows.map(async ({ key, windowMs }) => {
          const name = prefix + hashOf(key);
          const [count, , ttl] = (await redis.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec()) as unknown as [
            number,
            number,
            number,
          ];
          return { count, retryAfterSeconds: secondsUntil(ttl > 0 ? ttl : windowMs, 0) };
        }),
      ),
    ),
  addWithinLimits: (windows) =>
    withinDeadline(
      (async () => {
        const keys = windows.map(({ key }) => prefix + hashOf(key));
        const limits = windows.flatMap(({ windowMs, limit }) => [String(windowMs), String(limit)]);
        const answer = (await redis.sendCommand(['EVAL', ADD_WITHIN_LIMITS, String(keys.length), ...keys, ...limits])) as number[];
        return {
          counted: answer[0] === 1,
          counts: windows.map((_window, index) => {
            const count = answer[1 + 2 * index]!;
            const ttl = answer[2 + 2 * index]!;
            return { count, retryAfterSeconds: count > 0 && ttl > 0 ? secondsUntil(ttl, 0) : 0 };
          }),
        };
      })(),
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
