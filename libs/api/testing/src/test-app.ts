import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '@tiles/api-platform/ground/api-module';
import { buildApp } from '@tiles/api-server/app';
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

export type TestAppOptions = {
  seed?: boolean;
  reachDatabaseThrough?: (url: string) => string;
};

/**
 * The configuration of a test app on a fresh database of its own: in memory (PGlite) or a new PostgreSQL database,
 * dropped when `drop` is called. Suites start from the demo data (accounts, courses) without its history.
 */
const testAppConfig = async (
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: Pick<TestAppOptions, 'reachDatabaseThrough'> = {},
): Promise<{ config: AppConfig; drop?: () => Promise<void> }> => {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: postgres && options.reachDatabaseThrough ? options.reachDatabaseThrough(postgres.url) : postgres?.url,
    webDistDir: undefined,
    demoData: true,
    demoHistory: false,
    // Every answer a test gets was held to its contract as well as serialized.
    checkAnswers: true,
    // A site given its own address serves its cmi5 content there too, unless the test says otherwise.
    ...(overrides.publicUrl ? { cmi5ContentUrl: overrides.publicUrl } : {}),
    ...overrides,
  };
  return postgres ? { config, drop: postgres.drop } : { config };
};

/**
 * An app that `build` makes on a fresh database of its own: the database is dropped with the app, or at once when the
 * start fails (a migration, a seed), so nothing is left behind on the shared server.
 */
export const onTestDatabase = async (
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig>,
  options: Pick<TestAppOptions, 'reachDatabaseThrough'>,
  build: (config: AppConfig) => Promise<FastifyInstance>,
): Promise<FastifyInstance> => {
  const { config, drop } = await testAppConfig(kind, overrides, options);
  const app = await build(config).catch(async (error: unknown) => {
    await drop?.();
    throw error;
  });
  if (drop) app.addHook('onClose', drop);
  return app;
};

const modulesOfApp = new WeakMap<FastifyInstance, readonly ApiModule[]>();

/** An app of the domains given (and those they depend on), on a fresh database of its own, dropped on close. */
export const createTestApp = async (
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions & { modules: readonly ApiModule[] },
): Promise<FastifyInstance> => {
  const app = await onTestDatabase(kind, overrides, options, (config) =>
    buildApp(config, { logger: false, seed: options.seed ?? true, modules: options.modules }),
  );
  modulesOfApp.set(app, options.modules);
  return app;
};

/** Redis for the adapter tests, when TEST_REDIS_URL names one. */
export const testRedisUrl = () => process.env.TEST_REDIS_URL || undefined;

/** Another api instance of the same domains, database and settings, as a second process behind a load balancer would be. */
export const createSecondInstance = (app: FastifyInstance) => {
  const modules = modulesOfApp.get(app);
  if (!modules) throw new Error('createSecondInstance: the app was not made by createTestApp');
  return buildApp(app.config, { logger: false, seed: false, modules });
};

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
