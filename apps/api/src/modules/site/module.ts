import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createSiteRepository, type SiteRepository } from './repository.js';
import { siteRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteRepository: SiteRepository;
  }
}

export const siteModule = apiModule({
  name: 'site',
  setUp: (app) => {
    app.decorate('siteRepository', createSiteRepository(app.db));
  },
  routes: siteRoutes,
});
