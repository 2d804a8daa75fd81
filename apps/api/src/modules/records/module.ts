import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createRecordsRepository, type RecordsRepository } from './repository.js';
import { createSiteKeyStore, type SiteKeyStore } from './site-keys.js';
import { recordsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    recordsRepository: RecordsRepository;
    siteKeys: SiteKeyStore;
  }
}

export const recordsModule = apiModule({
  name: 'records',
  setUp: (app) => {
    app.decorate('recordsRepository', createRecordsRepository(app.db));
    app.decorate('siteKeys', createSiteKeyStore(app.db, app.config.recordsSigningSeed));
  },
  routes: recordsRoutes,
});
