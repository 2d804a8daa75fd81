import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import type { Database } from '@tiles/api-platform/db/database';
import { withDependencies, type ApiModule } from '@tiles/api-platform/ground/api-module';
import { buildApp as buildServer, seedData as seedModules, type BuildAppOptions } from '@tiles/api-server/app';
import { accountModule } from './modules/account/module.js';
import { auditModule } from './modules/audit/module.js';
import { authModule } from './modules/auth/module.js';
import { clientErrorsModule } from './modules/client-errors/module.js';
import { cmsModule } from './modules/cms/module.js';
import { contentModule } from './modules/content/module.js';
import { eventsModule } from './modules/events/module.js';
import { gameModule } from './modules/game/module.js';
import { homeModule } from './modules/home/module.js';
import { i18nModule } from './modules/i18n/module.js';
import { idempotencyModule } from './modules/idempotency/module.js';
import { lmsModule } from './modules/lms/module.js';
import { mailModule } from './modules/mail/module.js';
import { notificationsModule } from './modules/notifications/module.js';
import { practiceModule } from './modules/practice/module.js';
import { pushModule } from './modules/push/module.js';
import { recordsModule } from './modules/records/module.js';
import { remindersModule } from './modules/reminders/module.js';
import { rolesModule } from './modules/roles/module.js';
import { siteModule } from './modules/site/module.js';
import { statsModule } from './modules/stats/module.js';
import { testerModule } from './modules/tester/module.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { registerWebApp } from './web-app/web-app.js';

export { DEFAULT_TIMEOUTS } from '@tiles/api-server/app';

/**
 * The api's domains, one line each: each adds its repositories, services and listeners (after the modules it depends
 * on), its hooks on every /api call and its routes.
 */
export const API_MODULES = [
  siteModule,
  i18nModule,
  contentModule,
  clientErrorsModule,
  authModule,
  accountModule,
  rolesModule,
  auditModule,
  cmsModule,
  testerModule,
  lmsModule,
  practiceModule,
  eventsModule,
  statsModule,
  gameModule,
  homeModule,
  recordsModule,
  notificationsModule,
  pushModule,
  remindersModule,
  idempotencyModule,
  mailModule,
];

/** What every site needs of the domains given (all of them by default) and, asked, their demo data. */
export const seedData = (db: Database, options: { demo: boolean }, modules: readonly ApiModule[] = withDependencies(API_MODULES)) =>
  seedModules(db, options, modules);

/**
 * Tiles Learn: the server kit composed of the domains given (all of them by default). With the demo data it also
 * writes the demo learners' history, through the domains' own services.
 */
export const buildApp = (
  config: AppConfig,
  options: Omit<BuildAppOptions, 'modules' | 'afterModules' | 'webApp'> & { modules?: readonly ApiModule[] } = {},
): Promise<FastifyInstance> =>
  buildServer(config, {
    ...options,
    modules: options.modules ?? API_MODULES,
    afterModules: async (app) => {
      if (!((options.seed ?? true) && config.demoData && config.demoHistory)) return;
      const started = performance.now();
      // Each fact of the history settles as it is written, quietly: levels and badges dated when their rule was met.
      await seedDemoHistory(app.db, app.auth.accessTokens, app.domainEvents.quietly, app.courseSubjects.call);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'demo history ready');
    },
    webApp: registerWebApp,
  });
