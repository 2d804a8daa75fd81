import { apiModule } from '@tiles/api-platform/ground/api-module';
import { auditModule } from '@tiles/api-audit/module';
import { authModule } from '@tiles/api-auth/module';
import { eventsModule } from '@tiles/api-events/module';
import { gameModule } from '@tiles/api-game/module';
import { lmsModule } from '@tiles/api-lms/module';
import { lrsModule } from '@tiles/api-lrs/module';
import { rolesModule } from '@tiles/api-roles/module';
import { createEffortRepository, type EffortRepository } from './effort-repository.js';
import { createOwnStatements, listenForOwnStatements, type OwnStatements } from './own-statements.js';
import { createRecordsRepository, type RecordsRepository } from './repository.js';
import { createSiteKeyStore, type SiteKeyStore } from './site-keys.js';
import { effortRoutes } from './effort-routes.js';
import { recordsRoutes, wellKnownRoutes } from './routes.js';
import { recordsTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    recordsRepository: RecordsRepository;
    recordsEffort: EffortRepository;
    siteKeys: SiteKeyStore;
    ownStatements: OwnStatements;
  }
}

export const recordsModule = apiModule({
  name: 'records',
  texts: recordsTexts,
  // Records tell the XP and badges the game settled, the courses completed and the time the study record credited;
  // revocations are audited and allowed by role. What the export states is also stored in the site's LRS as it happens.
  dependsOn: [gameModule, lmsModule, eventsModule, auditModule, authModule, rolesModule, lrsModule],
  setUp: (app) => {
    app.decorate('recordsRepository', createRecordsRepository(app.db));
    app.decorate('recordsEffort', createEffortRepository(app.db));
    app.decorate('siteKeys', createSiteKeyStore(app.db, app.config.recordsSigningSeed));
    app.decorate('ownStatements', createOwnStatements(app));
    listenForOwnStatements(app, app.ownStatements);
  },
  routes: async (app) => {
    await app.register(recordsRoutes);
    await app.register(effortRoutes);
  },
  // The site's public keys, where verifiers of its credentials look for them.
  siteRoutes: wellKnownRoutes,
});
