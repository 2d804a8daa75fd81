import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { createDomainEventBus } from '../ground/domain-events.js';
import { createAccountRepository } from '../modules/account/repository.js';
import { createAuditRepository } from '../modules/audit/repository.js';
import { createCmsRepository } from '../modules/cms/repository.js';
import { createPagesRepository } from '../modules/content/pages-repository.js';
import { createContentRepository } from '../modules/content/repository.js';
import { listenForGame } from '../modules/game/listeners.js';
import { createGameRepository } from '../modules/game/repository.js';
import { createIdempotencyRepository } from '../modules/idempotency/repository.js';
import { createI18nRepository } from '../modules/i18n/repository.js';
import { createLmsRepository } from '../modules/lms/repository.js';
import { createHomeRepository } from '../modules/home/repository.js';
import { createPushRepository } from '../modules/push/repository.js';
import { createPracticeRepository } from '../modules/practice/repository.js';
import { createNotificationRepository, type NewNotification } from '../modules/notifications/repository.js';
import { createRecordsRepository } from '../modules/records/repository.js';
import { createSiteKeyStore } from '../modules/records/site-keys.js';
import { createRoleRepository } from '../modules/roles/repository.js';
import { createSiteRepository } from '../modules/site/repository.js';
import { createStatsRepository } from '../modules/stats/repository.js';
import { createTesterRepository } from '../modules/tester/repository.js';

/** The open database as a named plugin: every repository declares it as its dependency. */
export const databasePlugin = (db: Database) =>
  fp(
    async (app) => {
      app.decorate('db', db);
    },
    { name: 'database' },
  );

type Decorated =
  | 'siteRepository'
  | 'roleRepository'
  | 'audit'
  | 'tester'
  | 'notificationRepository'
  | 'i18nRepository'
  | 'contentRepository'
  | 'pagesRepository'
  | 'lmsRepository'
  | 'practiceRepository'
  | 'statsRepository'
  | 'gameRepository'
  | 'recordsRepository'
  | 'siteKeys'
  | 'cmsRepository'
  | 'idempotency'
  | 'domainEvents'
  | 'accountRepository'
  | 'pushRepository'
  | 'homeRepository';

/** A repository as a named plugin: it decorates the app under its name, once what it needs is there. */
const repository = <K extends Decorated>(name: K, create: (app: FastifyInstance) => FastifyInstance[K], dependencies: Decorated[] = []) =>
  fp(
    async (app) => {
      const value: unknown = create(app);
      app.decorate(name as string, value);
    },
    { name, dependencies: ['database', ...dependencies] },
  );

/**
 * Every repository of the api, in one place: the routes read them from the app (`app.lmsRepository`), never build
 * one from `app.db`, and hold no SQL of their own.
 */
export const repositoryPlugins = [
  // What modules report and others listen to (the game to study time and completions); the awards it answers are
  // pushed once their delivery committed (a failed push leaves them on the progress page).
  repository('domainEvents', (app) => {
    const bus = createDomainEventBus<NewNotification>(app.db, {
      react: (notices) =>
        app.notifications.send(notices).then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, 'game notifications failed'),
        ),
      onFailure: (error, event) => app.log.error({ err: error, event }, 'a domain event could not be delivered; it will be tried again'),
      onDeliveryFailed: (error) => app.log.error({ err: error }, 'delivering domain events failed; they wait for the next delivery'),
    });
    listenForGame(bus);
    return bus;
  }),
  repository('siteRepository', (app) => createSiteRepository(app.db)),
  repository('roleRepository', (app) => createRoleRepository(app.db)),
  repository('audit', (app) => createAuditRepository(app.db, () => app.clock.now())),
  repository('tester', (app) => createTesterRepository(app.db)),
  repository('notificationRepository', (app) => createNotificationRepository(app.db)),
  repository('i18nRepository', (app) => createI18nRepository(app.db)),
  repository('contentRepository', (app) => createContentRepository(app.db)),
  repository('pagesRepository', (app) => createPagesRepository(app.db)),
  // Their facts' events are delivered by the bus once stored.
  repository('lmsRepository', (app) => createLmsRepository(app.db, app.domainEvents), ['domainEvents']),
  repository('practiceRepository', (app) => createPracticeRepository(app.db, app.domainEvents), ['domainEvents']),
  repository('statsRepository', (app) => createStatsRepository(app.db)),
  repository('gameRepository', (app) => createGameRepository(app.db)),
  repository('recordsRepository', (app) => createRecordsRepository(app.db)),
  repository('accountRepository', (app) => createAccountRepository(app.db)),
  repository('homeRepository', (app) => createHomeRepository(app.db)),
  repository('pushRepository', (app) => createPushRepository(app.db, () => app.clock.now())),
  repository('siteKeys', (app) => createSiteKeyStore(app.db, app.config.recordsSigningSeed)),
  // Its writes are audited inside their own transactions: the audit repository comes first.
  repository('cmsRepository', (app) => createCmsRepository(app.db, app.audit, () => app.clock.now()), ['audit']),
  repository('idempotency', (app) => createIdempotencyRepository(app.db, () => app.clock.now())),
];
