import type { Site } from '@tiles/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './ground/time.js';

/** What every module may use: the host decorates the app with them before any module is set up. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** The api's now (tests and the e2e server move it forward). */
    clock: Clock;
  }
  interface FastifyRequest {
    /** The site named by `tiles-site-id` (or the default site), resolved for every /api call. */
    site: Site;
    /** `tiles-locale-code` when the site supports it, otherwise the site's default locale. */
    localeCode: string;
  }
}
