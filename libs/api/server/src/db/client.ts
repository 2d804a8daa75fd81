import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '@tiles/api-platform/db/database';
import type { DatabaseSignals } from '@tiles/api-platform/db/database-signals';
import { pgliteSignals, postgresSignals } from './signals.js';

export type { Database };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The database's notifications (LISTEN/NOTIFY), heard on a connection of their own. */
  signals: DatabaseSignals;
  close: () => Promise<void>;
};

/** Opening a connection (and waiting for a free one) gives up after this: a stopped database answers 503 fast. */
const CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given, otherwise embedded
 * PGlite persisted under `dataDir` ('memory://' keeps it in memory). Same schema and SQL either way.
 */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  onSignalsError?: (error: Error, what: string) => void;
  /** A query with no answer within this time fails (and its connection is dropped): a hung server means 503s, not hung requests. */
  queryTimeoutMs?: number;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // The server stops a statement a little before the client gives up on it, so its connection stays usable.
      statement_timeout: Math.max(1, queryTimeoutMs - 500),
      query_timeout: queryTimeoutMs,
      idle_in_transaction_session_timeout: queryTimeoutMs * 2,
    });
    // An idle connection the server closes (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A checked-out client's connection can end too (terminated by the server): handled, never a crash.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    const db = drizzlePg({ client: pool });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const signals = postgresSignals(options.databaseUrl, { onError: (error, what) => options.onSignalsError?.(error, what) });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      signals,
      close: async () => {
        await signals.close();
        await pool.end();
      },
    };
  }

  let dataLocation = options.dataDir;
  if (!dataLocation.startsWith('memory://')) {
    dataLocation = path.resolve(dataLocation, 'pglite');
    // PGlite creates its own folder but not the parents.
    await fs.mkdir(path.dirname(dataLocation), { recursive: true });
  }
  const client = await PGlite.create(dataLocation);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', signals: pgliteSignals(client), close: () => client.close() };
};
