import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createLmsRepository, type LmsRepository } from './repository.js';
import { lmsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    lmsRepository: LmsRepository;
  }
}

export const lmsModule = apiModule({
  name: 'lms',
  dependsOn: ['domain-events'],
  setUp: (app) => {
    // Its completions' events are delivered by the bus once stored.
    app.decorate('lmsRepository', createLmsRepository(app.db, app.domainEvents));
  },
  routes: lmsRoutes,
});
