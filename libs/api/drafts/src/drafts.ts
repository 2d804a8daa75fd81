import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { DraftEntity } from '@tiles/contracts-cms';
import type { Database } from '@tiles/api-platform/db/database';
import { contentDrafts } from './schema.js';

/** Which of a site's drafts to read: their kinds, and either some ids or the ids that start with a prefix. */
export type DraftsQuery = { siteId: string; entities: readonly DraftEntity[]; ids?: readonly string[]; idPrefix?: string };

/** One pending draft, its value as the editor saved it. */
export type PendingDraft<Value> = { entity: DraftEntity; entityId: string; value: Value };

/**
 * Admin mode's pending edits, as each domain's preview reads them: the domains that own the edited entities read
 * their drafts here (low in the graph), while the editor that writes and publishes them (cms) sits above them all.
 */
export const createDraftsReader = (db: Pick<Database, 'select'>) => {
  const read = async <Value>({ siteId, entities, ids, idPrefix }: DraftsQuery): Promise<PendingDraft<Value>[]> => {
    if (entities.length === 0 || ids?.length === 0) return [];
    const conditions: SQL[] = [eq(contentDrafts.siteId, siteId), inArray(contentDrafts.entity, [...entities])];
    if (ids) conditions.push(inArray(contentDrafts.entityId, [...ids]));
    // An entity id never holds LIKE's wildcards unescaped: the prefixes asked for are numeric course ids.
    if (idPrefix !== undefined) conditions.push(like(contentDrafts.entityId, `${idPrefix.replace(/[\\%_]/g, '\\$&')}%`));
    const rows = await db
      .select({ entity: contentDrafts.entity, entityId: contentDrafts.entityId, value: contentDrafts.value })
      .from(contentDrafts)
      .where(and(...conditions));
    return rows.map((row) => ({ entity: row.entity, entityId: row.entityId, value: row.value as Value }));
  };
  return {
    read,
    /** The drafts of one kind, by entity id. */
    async byId<Value>(query: Omit<DraftsQuery, 'entities'> & { entity: DraftEntity }) {
      const drafts = await read<Value>({ ...query, entities: [query.entity] });
      return new Map(drafts.map((draft) => [draft.entityId, draft.value]));
    },
    /** One entity's draft, if it has one. */
    async one<Value>(siteId: string, entity: DraftEntity, entityId: string): Promise<Value | undefined> {
      const [draft] = await read<Value>({ siteId, entities: [entity], ids: [entityId] });
      return draft?.value;
    },
  };
};

export type DraftsReader = ReturnType<typeof createDraftsReader>;
