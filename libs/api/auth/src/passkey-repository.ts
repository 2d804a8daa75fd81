import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { Passkey } from '@tiles/contracts';
import { passkeys } from './schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** A passkey ceremony's challenge, kept sealed by the browser between its two calls. */
export type PasskeyChallenge = { challenge: string; purpose: 'register'; userId: string } | { challenge: string; purpose: 'sign-in' };

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
});

/** The passkeys of the site's accounts: the credentials' public keys and counters, and what their owners named them. */
export const createPasskeyRepository = (db: Database) => ({
  async list(userId: string) {
    return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  },

  async find(id: string) {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
    return row;
  },

  /** A new passkey; undefined when a passkey with this credential id exists already (of anyone). */
  async add(row: typeof passkeys.$inferInsert) {
    const [added] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
    return added;
  },

  /**
   * A sign-in with it: its new counter, and when. Conditional on the counter it had, so two sign-ins with one
   * assertion (a replay racing the original) cannot both pass.
   */
  async used(row: PasskeyRow, counter: number, at: Date) {
    const updated = await db
      .update(passkeys)
      .set({ counter, lastUsedAt: at })
      .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
      .returning({ id: passkeys.id });
    return updated.length > 0;
  },

  async count(userId: string) {
    const [row] = await db.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return Number(row?.count ?? 0);
  },

  async remove(userId: string, id: string) {
    const removed = await db
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning({ id: passkeys.id });
    return removed.length > 0;
  },
});

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
