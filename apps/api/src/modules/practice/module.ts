import { apiModule } from '../../ground/api-module.js';
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
