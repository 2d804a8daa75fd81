import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { auditLog } from './schema.js';

export type AuditEntry = {
  siteId: string;
  user: { id: string; login: string };
  mode: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/** Writes a change's audit entry with the change, inside the transaction that makes it (`tx`). */
export type AuditWithin<T> = (result: T, tx: Pick<Database, 'insert'>) => Promise<void>;

export type AuditFilter = {
  entity?: string | undefined;
  userLogin?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
};

/** The append-only log of administrative actions: it has `record` and `list`, nothing else. */
export const createAuditRepository = (db: Database, now: () => Date) => ({
  async record(entry: AuditEntry, executor: Pick<Database, 'insert'> = db) {
    await executor.insert(auditLog).values({
      at: now(),
      siteId: entry.siteId,
      userId: entry.user.id,
      userLogin: entry.user.login,
      mode: entry.mode,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  async list(siteId: string, filter: AuditFilter) {
    const conditions: SQL[] = [eq(auditLog.siteId, siteId)];
    if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
    if (filter.userLogin) conditions.push(eq(auditLog.userLogin, filter.userLogin));
    if (filter.from) conditions.push(gte(auditLog.at, filter.from));
    if (filter.to) conditions.push(lt(auditLog.at, filter.to));
    return db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit);
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
