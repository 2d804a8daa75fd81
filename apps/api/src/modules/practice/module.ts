import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createPracticeRepository, type PracticeRepository } from './repository.js';
import { practiceRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceRepository: PracticeRepository;
  }
}

export const practiceModule = apiModule({
  name: 'practice',
  dependsOn: ['domain-events'],
  setUp: (app) => {
    // Its answers' events are delivered by the bus once stored.
    app.decorate('practiceRepository', createPracticeRepository(app.db, app.domainEvents));
  },
  routes: practiceRoutes,
});
