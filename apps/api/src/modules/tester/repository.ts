import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { users } from '../../db/schema.js';
import type { UserRow } from '../users/repository.js';

/** What belongs to the person rather than to their activity: kept when a test learner's progress is reset. */
const KEPT_ON_RESET = new Set(['users', 'sessions', 'refresh_tokens', 'federated_identities', 'audit_log']);

/**
 * Every table with a `user_id`, found in the schema itself: a table added later is reset too, without anyone
 * remembering to list it here.
 */
const perUserTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    isTable(value) && 'userId' in getTableColumns(value as PgTable) && !KEPT_ON_RESET.has(getTableName(value as PgTable)),
);

export const createTesterRepository = (db: Database) => ({
  /** The tester's own test learner: made the first time (flagged as a test account), the same one after. */
  async testAccountOf(tester: UserRow): Promise<UserRow> {
    const [existing] = await db.select().from(users).where(eq(users.testAccountOf, tester.id)).limit(1);
    if (existing) return existing;
    await db
      .insert(users)
      .values({
        id: randomUUID(),
        siteId: tester.siteId,
        login: `test+${tester.id}@tiles.invalid`,
        email: null,
        passwordHash: null,
        roles: ['learner'],
        locale: tester.locale,
        timezone: tester.timezone,
        fields: { ...tester.fields, surname: `${tester.fields.surname} (test)`.slice(0, 80) },
        isTest: true,
        testAccountOf: tester.id,
      })
      .onConflictDoNothing();
    const [created] = await db.select().from(users).where(eq(users.testAccountOf, tester.id)).limit(1);
    return created!;
  },

  async setClockOffset(testAccount: UserRow, offsetDays: number) {
    if (!testAccount.isTest) throw new Error('only a test account has a clock offset');
    await db.update(users).set({ clockOffsetDays: offsetDays }).where(eq(users.id, testAccount.id));
  },

  /** Deletes everything the test learner did (hits, events, rollups, XP, badges, streaks, notifications...) at once. */
  async resetProgress(testAccount: UserRow) {
    if (!testAccount.isTest) throw new Error('only a test account can be reset');
    return db.transaction(async (tx) => {
      let rows = 0;
      for (const table of perUserTables) {
        const result = await tx.execute(sql`delete from ${table} where user_id = ${testAccount.id}`);
        rows +=
          (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
      }
      return { tables: perUserTables.length, rows };
    });
  },
});

export type TesterRepository = ReturnType<typeof createTesterRepository>;
