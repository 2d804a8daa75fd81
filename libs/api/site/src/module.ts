import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoSite } from './demo-seed.js';
import { auditModule } from '@tiles/api-audit/module';
import { registerTenantResolution } from './tenant.js';
import { createSiteRepository, type SiteRepository } from './repository.js';
import { siteRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteRepository: SiteRepository;
  }
}

export const siteModule = apiModule({
  name: 'site',
  seed: seedDemoSite,
  dependsOn: [auditModule],
  // Every /api call names its site and locale, resolved before anything else.
  scope: registerTenantResolution,
  setUp: (app) => {
    app.decorate('siteRepository', createSiteRepository(app.db));
  },
  routes: siteRoutes,
});
