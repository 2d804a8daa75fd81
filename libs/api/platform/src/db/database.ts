import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The open database as modules see it: PGlite or PostgreSQL behind one Drizzle type. Untyped by schema (modules
 * write SQL through their own tables, never the relational query API), so no module depends on another's tables.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
