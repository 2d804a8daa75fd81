import { apiModule } from '@tiles/api-platform/ground/api-module';
import { gameModule } from '@tiles/api-game/module';
import { createRecordsRepository, type RecordsRepository } from './repository.js';
import { createSiteKeyStore, type SiteKeyStore } from './site-keys.js';
import { recordsRoutes, wellKnownRoutes } from './routes.js';
import { recordsTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    recordsRepository: RecordsRepository;
    siteKeys: SiteKeyStore;
  }
}

export const recordsModule = apiModule({
  name: 'records',
  texts: recordsTexts,
  // Records tell the XP and badges the game settled.
  dependsOn: [gameModule],
  setUp: (app) => {
    app.decorate('recordsRepository', createRecordsRepository(app.db));
    app.decorate('siteKeys', createSiteKeyStore(app.db, app.config.recordsSigningSeed));
  },
  routes: recordsRoutes,
  // The site's public keys, where verifiers of its credentials look for them.
  siteRoutes: wellKnownRoutes,
});
