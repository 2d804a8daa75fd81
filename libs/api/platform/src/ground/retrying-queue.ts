import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';

/** An outbox table: each row is one delivery, tried until it succeeds or runs out of attempts. */
export type QueueTable = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn; lastError: PgColumn };
type QueueRow = { id: number; attempts: number };

/** A failure that says when to try again (a push service's `Retry-After`). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** 1 minute after the first failure, doubling, at most 6 hours apart (12 attempts span about 1.5 days). */
export const retryDelayMs = (attempts: number) => Math.min(6 * 60 * 60 * 1000, 60_000 * 2 ** Math.max(0, attempts - 1));

/**
 * How long a claim holds rows for the instance that took them. It is renewed while the instance works on them (every
 * third of it), so only a dead instance's claim lapses: its rows are tried again within this, not minutes later.
 */
export const CLAIM_LEASE_MS = 30_000;

/**
 * Delivers an outbox table's due rows, oldest first, `concurrency` at a time: a row that was delivered (or that
 * `deliver` says is pointless, answering 'dropped') is deleted; one that failed stays with its error and is tried
 * again later (backoff, or the failure's own `RetryLater`), until `maxAttempts`, then is kept for an operator.
 * Rows are claimed first (their next attempt pushed a lease ahead, under `FOR UPDATE SKIP LOCKED`), so two instances
 * never deliver one twice, and a crash mid-send leaves it to be tried again, soon, rather than lost. A send the crash
 * cut short may have arrived: `deliver` gives each row a stable identity its receiver can recognise a repeat by (a
 * mail's Message-ID, a push message's Topic and tag).
 */
export const createRetryingQueue = <Table extends QueueTable>({
  db,
  table,
  what,
  now,
  log,
  deliver,
  maxAttempts,
  batch = 20,
  concurrency = 1,
  leaseMs = CLAIM_LEASE_MS,
}: {
  db: Database;
  table: Table;
  /** What a row is, for the log ("a mail", "a push message"). */
  what: string;
  now: () => Date;
  log: FastifyBaseLogger;
  deliver: (row: Table['$inferSelect']) => Promise<'delivered' | 'dropped'>;
  maxAttempts: number;
  batch?: number;
  concurrency?: number;
  leaseMs?: number;
}) => {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const renewals = new Set<ReturnType<typeof setInterval>>();

  /** Keeps the claim on `unfinished` rows while this instance works on them. */
  const renewWhileWorking = (unfinished: Set<number>) => {
    const timer = setInterval(() => {
      if (!unfinished.size) return;
      db.update(table)
        .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) } as never)
        .where(inArray(table.id, [...unfinished]))
        .catch((error: unknown) => log.warn({ err: error }, `renewing the claim on ${what} failed`));
    }, leaseMs / 3);
    timer.unref();
    renewals.add(timer);
    return () => {
      clearInterval(timer);
      renewals.delete(timer);
    };
  };

  const failed = async (row: QueueRow, error: unknown) => {
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const delay = error instanceof RetryLater ? Math.max(error.afterMs, 1000) : retryDelayMs(attempts);
    await db
      .update(table)
      .set({ attempts, lastError: reason.slice(0, 1000), nextAttemptAt: new Date(now().getTime() + delay) } as never)
      .where(eq(table.id, row.id));
    const givenUp = attempts >= maxAttempts;
    log[givenUp ? 'error' : 'warn'](
      { id: row.id, attempts, err: error },
      givenUp ? `${what} could not be delivered and is given up on` : `${what} could not be delivered; it will be tried again`,
    );
  };

  const deliverOnce = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      if (stopped) return delivered;
      const at = now();
      const claimed = (await db.transaction(async (tx) => {
        const due = (await tx
          .select()
          .from(table as PgTable)
          .where(and(lte(table.nextAttemptAt, at), lt(table.attempts, maxAttempts)))
          .orderBy(asc(table.nextAttemptAt), asc(table.id))
          .limit(batch)
          .for('update', { skipLocked: true })) as QueueRow[];
        if (due.length)
          await tx
            .update(table)
            .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) } as never)
            .where(
              inArray(
                table.id,
                due.map((row) => row.id),
              ),
            );
        return due;
      })) as (QueueRow & Table['$inferSelect'])[];
      if (!claimed.length) return delivered;
      const unfinished = new Set(claimed.map((row) => row.id));
      const stopRenewing = renewWhileWorking(unfinished);
      let next = 0;
      const worker = async () => {
        while (next < claimed.length && !stopped) {
          const row = claimed[next++]!;
          try {
            const outcome = await deliver(row);
            unfinished.delete(row.id);
            await db.delete(table).where(eq(table.id, row.id));
            if (outcome === 'delivered') delivered += 1;
          } catch (error) {
            unfinished.delete(row.id);
            await failed(row, error);
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
      } finally {
        stopRenewing();
      }
      if (claimed.length < batch) return delivered;
    }
  };

  /** One delivery at a time per instance; a call during one runs another after it (rows queued meanwhile). */
  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void deliverDue().catch(() => undefined);
      }
    });
    return running;
  };

  return {
    deliverDue,
    /**
     * Claims nothing more and stops renewing its claims (the app is closing): rows this instance holds and has not
     * finished go back to the queue when their lease lapses, for another instance or the next start.
     */
    stop() {
      stopped = true;
      for (const timer of renewals) clearInterval(timer);
      renewals.clear();
    },
    /** After a write that queued rows: delivery starts now, without the request waiting for it. */
    kick() {
      deliverDue().catch((error: unknown) => log.error({ err: error }, `delivery failed; the queue keeps ${what}`));
    },
    /** What waits (tests and operators). */
    async pending(): Promise<Table['$inferSelect'][]> {
      return db
        .select()
        .from(table as PgTable)
        .orderBy(asc(table.id));
    },
  };
};
