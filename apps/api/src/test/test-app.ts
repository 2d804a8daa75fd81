import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '@tiles/api-platform/ground/api-module';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '@tiles/api-platform/config';
import { startOfLocalDay, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';

const HOUR_MS = 3_600_000;

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. Suites run once per kind. */
export const testDatabaseKinds = (): TestDatabaseKind[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** One connection to a PostgreSQL server for the work given, closed afterwards whatever happens. */
export const withPgClient = async <T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A fresh, empty PostgreSQL database per test app, dropped on close, so suites never see each other's rows. */
const createPostgresDatabase = async () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `tiles_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await withPgClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};

export const createTestApp = async (
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: {
    seed?: boolean;
    reachDatabaseThrough?: (url: string) => string;
    /** The domains to compose (with the modules they depend on); all of them by default. */
    modules?: readonly ApiModule[];
  } = {},
): Promise<FastifyInstance> => {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: postgres && options.reachDatabaseThrough ? options.reachDatabaseThrough(postgres.url) : postgres?.url,
    webDistDir: undefined,
    // Suites start from the demo data (accounts, courses) without its history, which has its own test.
    demoData: true,
    demoHistory: false,
    ...overrides,
  };
  const app = await buildApp(config, {
    logger: false,
    seed: options.seed ?? true,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  if (postgres) app.addHook('onClose', postgres.drop);
  return app;
};

/** Redis for the adapter tests, when TEST_REDIS_URL names one. */
export const testRedisUrl = () => process.env.TEST_REDIS_URL || undefined;

/** Another api instance on the same database and settings, as a second process behind a load balancer would be. */
export const createSecondInstance = (app: FastifyInstance) => buildApp(app.config, { logger: false, seed: false });

/**
 * Moves the app's clock forward to the next `hour` o'clock in `timeZone` (the demo learners' Rome by default): a test
 * whose study must fall within one local day starts where no midnight is near, whatever hour the suite runs at.
 */
export const moveClockToLocalHour = (app: FastifyInstance, hour: number, timeZone = 'Europe/Rome') => {
  const now = app.clock.now();
  let target = new Date(startOfLocalDay(now, timeZone).getTime() + hour * HOUR_MS);
  if (target <= now) target = new Date(startOfNextLocalDay(now, timeZone).getTime() + hour * HOUR_MS);
  app.clock.advance(target.getTime() - now.getTime());
};
