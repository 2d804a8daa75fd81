import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { users } from '@tiles/api-users/schema';
import type { UserRow } from '@tiles/api-users/repository';

/** What belongs to the person rather than to their activity: kept when a test learner's progress is reset. */
const KEPT_ON_RESET = new Set(['users', 'sessions', 'refresh_tokens', 'federated_identities', 'audit_log']);

/**
 * Every table with a `user_id`, found in the database's catalogue: a table another module adds later is reset too,
 * without anyone remembering to list it here (and without this module reading the others' schemas). A table that
 * another per-user table references is emptied after it.
 */
const perUserTablesOf = async (db: Pick<Database, 'execute'>): Promise<string[]> => {
  const result = await db.execute(sql`
    select c.table_name as name,
      coalesce((select array_agg(distinct referenced.relname::text) from pg_constraint k
        join pg_class referencing on referencing.oid = k.conrelid
        join pg_class referenced on referenced.oid = k.confrelid
        where k.contype = 'f' and referencing.relname = c.table_name and referenced.relname <> c.table_name), '{}') as refs
    from information_schema.columns c
    where c.table_schema = current_schema() and c.column_name = 'user_id'`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { name: string; refs: string[] }[];
  const tables = new Map(rows.filter((row) => !KEPT_ON_RESET.has(row.name)).map((row) => [row.name, row.refs]));
  const ordered: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    // Whoever references this table goes first.
    for (const [other, refs] of tables) if (refs.includes(name)) visit(other, trail);
    ordered.push(name);
    trail.delete(name);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
};

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
      const perUserTables = await perUserTablesOf(tx);
      for (const table of perUserTables) {
        const result = await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${testAccount.id}`);
        rows +=
          (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
      }
      return { tables: perUserTables.length, rows };
    });
  },
});

export type TesterRepository = ReturnType<typeof createTesterRepository>;
