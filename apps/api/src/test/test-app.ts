import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import type { ApiModule } from '@tiles/api-platform/ground/api-module';
import { onTestDatabase, type TestAppOptions, type TestDatabaseKind } from '@tiles/api-testing/test-app';
import { buildApp } from '../app.js';

export { moveClockToLocalHour, testDatabaseKinds, testRedisUrl, withPgClient, type TestDatabaseKind } from '@tiles/api-testing/test-app';

/**
 * The whole api (or the domains given), as the host composes it, on a fresh database of its own, dropped on close:
 * for the suites that need more than one domain. A domain's own suites use `@tiles/api-testing` with their modules.
 */
export const createTestApp = (
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions & { modules?: readonly ApiModule[] } = {},
): Promise<FastifyInstance> =>
  onTestDatabase(kind, overrides, options, (config) =>
    buildApp(config, { logger: false, seed: options.seed ?? true, ...(options.modules ? { modules: options.modules } : {}) }),
  );

/** Another instance of the whole api on the same database and settings, as a second process behind a load balancer would be. */
export const createSecondInstance = (app: FastifyInstance) => buildApp(app.config, { logger: false, seed: false });
