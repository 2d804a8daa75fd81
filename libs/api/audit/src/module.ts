import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createAuditRepository, type AuditRepository } from './repository.js';
import { auditRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRepository;
  }
}

export const auditModule = apiModule({
  name: 'audit',
  setUp: (app) => {
    app.decorate(
      'audit',
      createAuditRepository(app.db, () => app.clock.now()),
    );
  },
  routes: auditRoutes,
});
