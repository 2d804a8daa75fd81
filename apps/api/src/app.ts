import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import type { Database } from '@tiles/api-platform/db/database';
import { textsOf, withDependencies, type ApiModule } from '@tiles/api-platform/ground/api-module';
import { buildApp as buildServer, seedData as seedModules, type BuildAppOptions } from '@tiles/api-server/app';
import { accountModule } from '@tiles/api-account/module';
import { auditModule } from '@tiles/api-audit/module';
import { authModule } from '@tiles/api-auth/module';
import { clientErrorsModule } from '@tiles/api-client-errors/module';
import { cmi5Module } from '@tiles/api-cmi5/module';
import { cmsModule } from '@tiles/api-cms/module';
import { contentModule } from '@tiles/api-content/module';
import { eventsModule } from '@tiles/api-events/module';
import { gameModule } from '@tiles/api-game/module';
import { groupsModule } from '@tiles/api-groups/module';
import { homeModule } from '@tiles/api-home/module';
import { i18nModule } from '@tiles/api-i18n/module';
import { idempotencyModule } from '@tiles/api-idempotency/module';
import { lmsModule } from '@tiles/api-lms/module';
import { lrsModule } from '@tiles/api-lrs/module';
import { mailModule } from '@tiles/api-mail/module';
import { notificationsModule } from '@tiles/api-notifications/module';
import { practiceModule } from '@tiles/api-practice/module';
import { pushModule } from '@tiles/api-push/module';
import { recordsModule } from '@tiles/api-records/module';
import { remindersModule } from '@tiles/api-reminders/module';
import { rolesModule } from '@tiles/api-roles/module';
import { siteModule } from '@tiles/api-site/module';
import { statsModule } from '@tiles/api-stats/module';
import { testerModule } from '@tiles/api-tester/module';
import { seedDemoHistory } from './seed/demo-history.js';
import { WEB_TEXT_MODULES } from './web-app/web-texts.js';
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
  groupsModule,
  recordsModule,
  lrsModule,
  cmi5Module,
  notificationsModule,
  pushModule,
  remindersModule,
  idempotencyModule,
  mailModule,
  ...WEB_TEXT_MODULES,
];

/** Every interface text the api seeds: its domains' (mails, notifications) and the web's. */
export const interfaceTexts = () => textsOf(API_MODULES);

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
      // ...and what it states goes to the site's LRS at once, as the events of a live history send it.
      const storing = performance.now();
      const statements = await app.ownStatements.syncEveryone();
      app.log.info({ ms: Math.round(performance.now() - storing), statements }, "demo history's statements stored in the LRS");
    },
    webApp: registerWebApp,
  });
