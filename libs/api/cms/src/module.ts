import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '@tiles/api-auth/module';
import { auditModule } from '@tiles/api-audit/module';
import { createCmsRepository, type CmsRepository } from './repository.js';
import { cmsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    cmsRepository: CmsRepository;
  }
}

export const cmsModule = apiModule({
  name: 'cms',
  dependsOn: [authModule, auditModule],
  setUp: (app) => {
    // Its writes are audited inside their own transactions.
    app.decorate(
      'cmsRepository',
      createCmsRepository(app.db, app.audit, () => app.clock.now()),
    );
  },
  routes: cmsRoutes,
});
