import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { lrsActivities, lrsAgents, lrsAttachments, lrsClients, lrsDocuments, lrsStatements } from './schema.js';
import { definedActivities, ifiOf, indexStatement, namedAgents } from './statement-index.js';

import type { LrsScope } from '@tiles/contracts-lrs';

export type { LrsScope };
export type LrsClient = {
  id: string;
  siteId: string;
  name: string;
  key: string;
  scopes: LrsScope[];
  /** The cmi5 launch session it was made for (its statements are checked by cmi5's rules), or null. */
  launchSession: string | null;
};

const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type JsonObject = Record<string, unknown>;
export type StoredStatement = { seq: number; statement: JsonObject };
export type DocumentKind = 'state' | 'activity-profile' | 'agent-profile';
export type DocumentKey = { kind: DocumentKind; activityId: string; agent: string; registration: string; documentId: string };
export type StoredDocument = { contentType: string; content: Buffer; etag: string; updated: Date };

/** What a statement query asks for; agent identifiers as `ifiOf` writes them. */
export type StatementFilters = {
  agent?: string;
  relatedAgents?: boolean;
  verb?: string;
  activity?: string;
  relatedActivities?: boolean;
  registration?: string;
  since?: string;
  until?: string;
  ascending?: boolean;
  /** Only what this client stored (`read:own`). */
  clientId?: string;
};

/** A query's place: its filters, the newest statement it may see (so pages never shift) and where it resumes. */
export type StatementCursor = { filters: StatementFilters; through: number; after?: number };

export class StatementConflict extends Error {}

/** Two statements are the same when they differ only in what the LRS sets. */
const withoutLrsProperties = (statement: JsonObject, withoutTimestamp: boolean) => {
  const { stored: _stored, authority: _authority, version: _version, timestamp, ...rest } = statement;
  return withoutTimestamp ? rest : { ...rest, timestamp };
};
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as JsonObject)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);
/** `withoutTimestamp`: the newer one came without one, so the LRS's own is no difference. */
export const sameStatement = (a: JsonObject, b: JsonObject, withoutTimestamp = false) =>
  canonicalJson(withoutLrsProperties(a, withoutTimestamp)) === canonicalJson(withoutLrsProperties(b, withoutTimestamp));

/** An activity's canonical definition: the newest statement's, its names and descriptions adding to the languages known. */
export const mergeDefinitions = (before: JsonObject | undefined, stated: JsonObject): JsonObject => {
  if (!before) return stated;
  const merged: JsonObject = { ...before, ...stated };
  for (const key of ['name', 'description'])
    if (before[key] || stated[key])
      merged[key] = { ...(before[key] as JsonObject | undefined), ...(stated[key] as JsonObject | undefined) };
  return merged;
};

export const etagOf = (content: Buffer) => `"${createHash('sha1').update(content).digest('hex')}"`;

export const createLrsRepository = (db: Database) => ({
  clients: {
    /** A new client: its key and secret are answered once; the secret is kept as its SHA-256 only. */
    async create(
      siteId: string,
      input: {
        name: string;
        scopes: LrsScope[];
        createdBy: string | null;
        key?: string;
        secret?: string;
        launchSession?: string;
        expiresAt?: Date;
      },
    ) {
      const key = input.key ?? `lrs-${randomBytes(9).toString('base64url')}`;
      const secret = input.secret ?? randomBytes(24).toString('base64url');
      const id = randomUUID();
      await db.insert(lrsClients).values({
        id,
        siteId,
        name: input.name,
        key,
        secretHash: sha256(secret),
        scopes: input.scopes,
        createdBy: input.createdBy,
        launchSession: input.launchSession ?? null,
        expiresAt: input.expiresAt ?? null,
      });
      return { id, name: input.name, key, secret, scopes: input.scopes };
    },
    /** The client whose key and secret these are, when it is neither revoked nor expired. */
    async authenticate(key: string, secret: string, now: Date): Promise<LrsClient | null> {
      const [row] = await db
        .select()
        .from(lrsClients)
        .where(and(eq(lrsClients.key, key), isNull(lrsClients.revokedAt)));
      if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
      const given = Buffer.from(sha256(secret), 'hex');
      if (!timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) return null;
      return {
        id: row.id,
        siteId: row.siteId,
        name: row.name,
        key: row.key,
        scopes: row.scopes as LrsScope[],
        launchSession: row.launchSession,
      };
    },
    /** Ends a launch session's client: nothing more is stored for that session. */
    async revokeLaunch(launchSession: string, at: Date) {
      await db
        .update(lrsClients)
        .set({ revokedAt: at })
        .where(and(eq(lrsClients.launchSession, launchSession), isNull(lrsClients.revokedAt)));
    },
    async list(siteId: string) {
      return (
        db
          .select({
            id: lrsClients.id,
            name: lrsClients.name,
            key: lrsClients.key,
            scopes: lrsClients.scopes,
            createdAt: lrsClients.createdAt,
            revokedAt: lrsClients.revokedAt,
          })
          .from(lrsClients)
          // A launch's own client is the session's, not the administrators' to keep.
          .where(and(eq(lrsClients.siteId, siteId), isNull(lrsClients.launchSession)))
          .orderBy(lrsClients.createdAt)
      );
    },
    /** Revokes it; false when there is no such live client of the site. */
    async revoke(siteId: string, id: string, at: Date) {
      const rows = await db
        .update(lrsClients)
        .set({ revokedAt: at })
        .where(and(eq(lrsClients.siteId, siteId), eq(lrsClients.id, id), isNull(lrsClients.revokedAt)))
        .returning({ id: lrsClients.id });
      return rows.length > 0;
    },
    async byKey(key: string) {
      const [row] = await db.select({ id: lrsClients.id }).from(lrsClients).where(eq(lrsClients.key, key));
      return row ?? null;
    },
  },

  statements: {
    async byIds(siteId: string, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: lrsStatements.id, statement: lrsStatements.statement, voided: lrsStatements.voided, verbId: lrsStatements.verbId })
        .from(lrsStatements)
        .where(and(eq(lrsStatements.siteId, siteId), inArray(lrsStatements.id, ids)));
    },

    /**
     * Stores the statements (already checked, with their ids, `stored`, `authority` and `version`; the ids of those
     * whose timestamp the LRS set in `timestampedByLrs`) in one
     * transaction: one already stored with the same id is skipped when it is the same and a conflict when not; a
     * voiding statement voids its target (unless that is itself a voiding statement: refused).
     */
    async store(
      siteId: string,
      clientId: string | null,
      statements: JsonObject[],
      stored: Date,
      timestampedByLrs: ReadonlySet<string> = new Set(),
    ) {
      await db.transaction(async (tx) => {
        const ids = statements.map((statement) => statement['id'] as string);
        const existing = new Map(
          (
            await tx
              .select({ id: lrsStatements.id, statement: lrsStatements.statement })
              .from(lrsStatements)
              .where(and(eq(lrsStatements.siteId, siteId), inArray(lrsStatements.id, ids)))
          ).map((row) => [row.id, row.statement]),
        );
        const fresh: JsonObject[] = [];
        for (const statement of statements) {
          const before = existing.get(statement['id'] as string);
          if (!before) fresh.push(statement);
          else if (!sameStatement(before, statement, timestampedByLrs.has(statement['id'] as string)))
            throw new StatementConflict(`statement ${String(statement['id'])} is already stored, differently`);
        }
        if (!fresh.length) return;
        const targets = fresh
          .filter((statement) => (statement['verb'] as JsonObject)['id'] === VOIDED_VERB)
          .map((statement) => String((statement['object'] as JsonObject)['id']).toLowerCase());
        if (targets.length) {
          const voidingTargets = await tx
            .select({ id: lrsStatements.id })
            .from(lrsStatements)
            .where(and(eq(lrsStatements.siteId, siteId), inArray(lrsStatements.id, targets), eq(lrsStatements.verbId, VOIDED_VERB)));
          if (voidingTargets.length) throw new StatementConflict('a voiding statement cannot void another voiding statement');
        }
        await tx.insert(lrsStatements).values(
          fresh.map((statement) => {
            const index = indexStatement(statement);
            return { siteId, id: statement['id'] as string, statement, stored, clientId, ...index };
          }),
        );
        if (targets.length)
          await tx
            .update(lrsStatements)
            .set({ voided: true })
            .where(and(eq(lrsStatements.siteId, siteId), inArray(lrsStatements.id, targets)));
        const stated = fresh.flatMap(definedActivities);
        if (stated.length) {
          const activityIds = [...new Set(stated.map((entry) => entry.id))];
          const known = new Map(
            (
              await tx
                .select({ id: lrsActivities.id, definition: lrsActivities.definition })
                .from(lrsActivities)
                .where(and(eq(lrsActivities.siteId, siteId), inArray(lrsActivities.id, activityIds)))
            ).map((row) => [row.id, row.definition]),
          );
          for (const entry of stated) known.set(entry.id, mergeDefinitions(known.get(entry.id), entry.definition));
          await tx
            .insert(lrsActivities)
            .values(activityIds.map((id) => ({ siteId, id, definition: known.get(id)! })))
            .onConflictDoUpdate({ target: [lrsActivities.siteId, lrsActivities.id], set: { definition: sql`excluded.definition` } });
        }
        const agents = new Map(fresh.flatMap(namedAgents).map((agent) => [ifiOf(agent)!, agent]));
        if (agents.size)
          await tx
            .insert(lrsAgents)
            .values([...agents].map(([ifi, agent]) => ({ siteId, ifi, agent })))
            .onConflictDoNothing();
      });
    },

    /**
     * A page of statements matching the filters, newest stored first (or oldest with `ascending`), voided ones
     * left out; a statement targeting a matching one (a StatementRef) matches too, whatever its own properties.
     */
    async query(siteId: string, cursor: StatementCursor, limit: number): Promise<{ rows: StoredStatement[]; more: boolean }> {
      const { filters, through, after } = cursor;
      const conditions: SQL[] = [sql`site_id = ${siteId}`, sql`seq <= ${through}`];
      if (filters.agent)
        conditions.push(
          filters.relatedAgents ? sql`related_agents @> array[${filters.agent}]::text[]` : sql`agents @> array[${filters.agent}]::text[]`,
        );
      if (filters.verb) conditions.push(sql`verb_id = ${filters.verb}`);
      if (filters.activity)
        conditions.push(
          filters.relatedActivities
            ? sql`related_activities @> array[${filters.activity}]::text[]`
            : sql`activities @> array[${filters.activity}]::text[]`,
        );
      if (filters.registration) conditions.push(sql`registration = ${filters.registration.toLowerCase()}`);
      if (filters.clientId) conditions.push(sql`client_id = ${filters.clientId}`);
      const outer: SQL[] = [sql`not s.voided`];
      if (filters.since) outer.push(sql`s.stored > ${filters.since}::timestamptz`);
      if (filters.until) outer.push(sql`s.stored <= ${filters.until}::timestamptz`);
      if (after !== undefined) outer.push(filters.ascending ? sql`s.seq > ${after}` : sql`s.seq < ${after}`);
      const order = filters.ascending ? sql`s.seq asc` : sql`s.seq desc`;
      const followsReferences = Boolean(filters.agent || filters.verb || filters.activity || filters.registration);
      const result = followsReferences
        ? // The direct matches come by their indexes, a page at a time; the statements that target one (few) are found
          // from their side, each checked against its target, so no query ever gathers every match of a verb.
          await db.execute(sql`
            with recursive direct as (
              select s.seq from lrs_statements s
              where ${sql.join(conditions, sql` and `)} and ${sql.join(outer, sql` and `)}
              order by ${order} limit ${limit + 1}
            ), refs(seq, id) as (
              select r.seq, r.id from lrs_statements r
              where r.site_id = ${siteId} and r.target_id is not null and r.seq <= ${through}
                ${filters.clientId ? sql`and r.client_id = ${filters.clientId}` : sql``}
                and exists (select 1 from lrs_statements t where t.site_id = r.site_id and t.id = r.target_id and ${sql.join(conditions, sql` and `)})
              union
              select r.seq, r.id from lrs_statements r join refs m on r.target_id = m.id
              where r.site_id = ${siteId} and r.seq <= ${through}
                ${filters.clientId ? sql`and r.client_id = ${filters.clientId}` : sql``}
            )
            select s.seq, s.statement from lrs_statements s
            where s.seq in (select seq from direct union select seq from refs) and ${sql.join(outer, sql` and `)}
            order by ${order} limit ${limit + 1}`)
        : await db.execute(sql`
            select s.seq, s.statement from lrs_statements s
            where s.site_id = ${siteId} and s.seq <= ${through}
              ${filters.clientId ? sql`and s.client_id = ${filters.clientId}` : sql``}
              and ${sql.join(outer, sql` and `)}
            order by ${order} limit ${limit + 1}`);
      const rows = rowsOf<{ seq: number | string; statement: JsonObject | string }>(result).map((row) => ({
        seq: Number(row.seq),
        statement: typeof row.statement === 'string' ? (JSON.parse(row.statement) as JsonObject) : row.statement,
      }));
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },

    /**
     * Stores those of the statements (complete: `stored`, `authority`, `version` set) whose ids are not stored yet.
     * For records the site itself writes from what it knows (their ids stable per fact): what is already there stays
     * as it was first written, so a later wording of the same fact (a renamed course) is no conflict.
     */
    async storeNew(siteId: string, statements: JsonObject[], stored: Date) {
      if (!statements.length) return 0;
      const known = new Set<string>();
      // In slices: a long history is thousands of ids, more than one statement's parameters should carry.
      for (let start = 0; start < statements.length; start += 1_000) {
        const ids = statements.slice(start, start + 1_000).map((statement) => statement['id'] as string);
        const rows = await db
          .select({ id: lrsStatements.id })
          .from(lrsStatements)
          .where(and(eq(lrsStatements.siteId, siteId), inArray(lrsStatements.id, ids)));
        for (const row of rows) known.add(row.id);
      }
      const fresh = statements.filter((statement) => !known.has(statement['id'] as string));
      for (let start = 0; start < fresh.length; start += 1_000) await this.store(siteId, null, fresh.slice(start, start + 1_000), stored);
      return fresh.length;
    },

    /** Erases what the LRS holds about one agent (by its identifier): every statement naming it anywhere, its documents. */
    async forgetAgent(siteId: string, ifi: string) {
      await db.transaction(async (tx) => {
        await tx
          .delete(lrsStatements)
          .where(and(eq(lrsStatements.siteId, siteId), sql`${lrsStatements.relatedAgents} @> array[${ifi}]::text[]`));
        await tx.delete(lrsDocuments).where(and(eq(lrsDocuments.siteId, siteId), eq(lrsDocuments.agent, ifi)));
        await tx.delete(lrsAgents).where(and(eq(lrsAgents.siteId, siteId), eq(lrsAgents.ifi, ifi)));
      });
    },

    /** The newest statement's place: a query's pages never see what was stored after it began. */
    async newestSeq(siteId: string) {
      const result = await db.execute(sql`select coalesce(max(seq), 0) as seq from lrs_statements where site_id = ${siteId}`);
      return Number(rowsOf<{ seq: number | string }>(result)[0]?.seq ?? 0);
    },
  },

  attachments: {
    async store(siteId: string, attachments: { sha2: string; contentType: string; content: Buffer }[]) {
      if (!attachments.length) return;
      await db
        .insert(lrsAttachments)
        .values(attachments.map((attachment) => ({ siteId, ...attachment })))
        .onConflictDoNothing();
    },
    async bySha2(siteId: string, hashes: string[]) {
      if (!hashes.length) return [];
      return db
        .select({ sha2: lrsAttachments.sha2, contentType: lrsAttachments.contentType, content: lrsAttachments.content })
        .from(lrsAttachments)
        .where(and(eq(lrsAttachments.siteId, siteId), inArray(lrsAttachments.sha2, hashes)));
    },
  },

  activities: {
    async byIds(siteId: string, ids: string[]) {
      if (!ids.length) return new Map<string, JsonObject>();
      const rows = await db
        .select({ id: lrsActivities.id, definition: lrsActivities.definition })
        .from(lrsActivities)
        .where(and(eq(lrsActivities.siteId, siteId), inArray(lrsActivities.id, ids)));
      return new Map(rows.map((row) => [row.id, row.definition]));
    },
    async byId(siteId: string, id: string) {
      const [row] = await db
        .select({ definition: lrsActivities.definition })
        .from(lrsActivities)
        .where(and(eq(lrsActivities.siteId, siteId), eq(lrsActivities.id, id)));
      return row?.definition ?? null;
    },
  },

  agents: {
    async byIfi(siteId: string, ifi: string) {
      const [row] = await db
        .select({ agent: lrsAgents.agent })
        .from(lrsAgents)
        .where(and(eq(lrsAgents.siteId, siteId), eq(lrsAgents.ifi, ifi)));
      return row?.agent ?? null;
    },
  },

  documents: {
    async get(siteId: string, key: DocumentKey): Promise<StoredDocument | null> {
      const [row] = await db
        .select({
          contentType: lrsDocuments.contentType,
          content: lrsDocuments.content,
          etag: lrsDocuments.etag,
          updated: lrsDocuments.updated,
        })
        .from(lrsDocuments)
        .where(documentWhere(siteId, key));
      return row ?? null;
    },
    /** The ids of the documents under this key's scope (its documentId ignored), updated after `since`. */
    async ids(siteId: string, key: Omit<DocumentKey, 'documentId'>, since?: Date) {
      const rows = await db
        .select({ documentId: lrsDocuments.documentId, updated: lrsDocuments.updated })
        .from(lrsDocuments)
        .where(and(scopeWhere(siteId, key), since ? gt(lrsDocuments.updated, since) : undefined))
        .orderBy(lrsDocuments.documentId);
      return rows;
    },
    async put(siteId: string, key: DocumentKey, document: { contentType: string; content: Buffer; updated: Date }) {
      const etag = etagOf(document.content);
      await db
        .insert(lrsDocuments)
        .values({ siteId, ...key, ...document, etag })
        .onConflictDoUpdate({
          target: [
            lrsDocuments.siteId,
            lrsDocuments.kind,
            lrsDocuments.activityId,
            lrsDocuments.agent,
            lrsDocuments.registration,
            lrsDocuments.documentId,
          ],
          set: { contentType: document.contentType, content: document.content, etag, updated: document.updated },
        });
    },
    async remove(siteId: string, key: DocumentKey) {
      await db.delete(lrsDocuments).where(documentWhere(siteId, key));
    },
    async removeAll(siteId: string, key: Omit<DocumentKey, 'documentId'>) {
      await db.delete(lrsDocuments).where(scopeWhere(siteId, key));
    },
  },
});

const scopeWhere = (siteId: string, key: Omit<DocumentKey, 'documentId'>) =>
  and(
    eq(lrsDocuments.siteId, siteId),
    eq(lrsDocuments.kind, key.kind),
    eq(lrsDocuments.activityId, key.activityId),
    eq(lrsDocuments.agent, key.agent),
    eq(lrsDocuments.registration, key.registration),
  );
const documentWhere = (siteId: string, key: DocumentKey) => and(scopeWhere(siteId, key), eq(lrsDocuments.documentId, key.documentId));

export type LrsRepository = ReturnType<typeof createLrsRepository>;
