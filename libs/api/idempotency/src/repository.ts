import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { idempotencyKeys } from './schema.js';

/** How long an Idempotency-Key answers with its first answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type IdempotencyScope = { siteId: string; userId: string; operation: string; key: string };
export type Claim = { kind: 'claimed' } | { kind: 'running' } | { kind: 'answered'; statusCode: number; body: string };

export const createIdempotencyRepository = (db: Database, now: () => Date) => {
  const where = (scope: IdempotencyScope) =>
    and(
      eq(idempotencyKeys.siteId, scope.siteId),
      eq(idempotencyKeys.userId, scope.userId),
      eq(idempotencyKeys.operation, scope.operation),
      eq(idempotencyKeys.key, scope.key),
    );
  let claimsSincePrune = 0;
  return {
    /** The first request with this key claims it (atomically, on any instance); later ones learn what came of it. */
    async claim(scope: IdempotencyScope): Promise<Claim> {
      const expired = new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS);
      if ((claimsSincePrune += 1) >= 100) {
        claimsSincePrune = 0;
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
      }
      // A key older than the window is a new key.
      await db.delete(idempotencyKeys).where(and(where(scope), lt(idempotencyKeys.createdAt, expired)));
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...scope, createdAt: now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length) return { kind: 'claimed' };
      const [row] = await db.select().from(idempotencyKeys).where(where(scope));
      if (!row) return this.claim(scope);
      return row.statusCode === null || row.body === null
        ? { kind: 'running' }
        : { kind: 'answered', statusCode: row.statusCode, body: row.body };
    },
    async answer(scope: IdempotencyScope, statusCode: number, body: string) {
      await db.update(idempotencyKeys).set({ statusCode, body }).where(where(scope));
    },
    /** The request failed on our side: the key is free to be tried again. */
    async release(scope: IdempotencyScope) {
      await db.delete(idempotencyKeys).where(where(scope));
    },
  };
};

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
