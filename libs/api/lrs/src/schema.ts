import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea } from '@tiles/api-platform/db/columns';
import { sites } from '@tiles/api-site/schema';

/**
 * Who may talk to the site's LRS over HTTP Basic: a key and the SHA-256 of its secret (the secret is answered once,
 * when made). Scopes: `write`, `read:own` (what this client stored), `read:all`.
 */
export const lrsClients = pgTable('lrs_clients', {
  id: text('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** A launched cmi5 session's own client (its id): made at the launch, gone with the session. */
  launchSession: text('launch_session'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/**
 * Every statement the site's LRS stored, as stored (with `stored`, `authority` and `version`), with the columns its
 * queries filter on: the agents and activities it is about (directly, or anywhere for `related_*`), its registration,
 * the statement it targets (a StatementRef object: voiding, and filters that follow references).
 * `seq` orders by storage and is the place `more` pages resume from.
 */
export const lrsStatements = pgTable(
  'lrs_statements',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    stored: timestamp('stored', { withTimezone: true, precision: 3 }).notNull(),
    clientId: text('client_id'),
    verbId: text('verb_id').notNull(),
    /** The actor's and (an agent or group) object's identifiers, `mbox:mailto:…`, `account:home|name`… */
    agents: text('agents').array().notNull(),
    relatedAgents: text('related_agents').array().notNull(),
    /** The object's activity id, when it is one. */
    activities: text('activities').array().notNull(),
    relatedActivities: text('related_activities').array().notNull(),
    registration: text('registration'),
    /** The id of the statement its StatementRef object points to. */
    targetId: text('target_id'),
    voided: boolean('voided').notNull().default(false),
  },
  (table) => [
    unique('lrs_statements_site_id').on(table.siteId, table.id),
    index('lrs_statements_agents').using('gin', table.agents),
    index('lrs_statements_related_agents').using('gin', table.relatedAgents),
    index('lrs_statements_activities').using('gin', table.activities),
    index('lrs_statements_related_activities').using('gin', table.relatedActivities),
    index('lrs_statements_verb').on(table.siteId, table.verbId, table.seq),
    index('lrs_statements_registration').on(table.siteId, table.registration),
    index('lrs_statements_target').on(table.siteId, table.targetId),
    index('lrs_statements_stored').on(table.siteId, table.stored),
  ],
);

/** Attachments' raw content, by their SHA-2 (the statements hold their metadata). */
export const lrsAttachments = pgTable(
  'lrs_attachments',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sha2: text('sha2').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.sha2] })],
);

/**
 * The state, activity profile and agent profile documents, one table: `kind` says which, `scope` is the rest of its
 * key (activity, agent and registration for a state; the activity or the agent for a profile).
 */
export const lrsDocuments = pgTable(
  'lrs_documents',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'state' | 'activity-profile' | 'agent-profile'>().notNull(),
    /** The activity id, the agent's identifier and the registration (or the empty string) it is kept under. */
    activityId: text('activity_id').notNull(),
    agent: text('agent').notNull(),
    registration: text('registration').notNull(),
    documentId: text('document_id').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    etag: text('etag').notNull(),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.kind, table.activityId, table.agent, table.registration, table.documentId] })],
);

/** Each activity's definition as the statements that carried one last stated it (what `GET activities` answers). */
export const lrsActivities = pgTable(
  'lrs_activities',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);

/** The agents seen in statements, by identifier, with the agent object (what `GET agents` answers as a Person). */
export const lrsAgents = pgTable(
  'lrs_agents',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ifi: text('ifi').notNull(),
    agent: jsonb('agent').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.ifi] })],
);
