import { apiModule } from '@tiles/api-platform/ground/api-module';
import { eventsModule } from '../events/module.js';
import { createTesterRepository, type TesterRepository } from './repository.js';
import { testerRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    tester: TesterRepository;
  }
}

export const testerModule = apiModule({
  name: 'tester',
  // A test learner's history is written through the hits' ingestion.
  dependsOn: [eventsModule],
  setUp: (app) => {
    app.decorate('tester', createTesterRepository(app.db));
  },
  routes: testerRoutes,
});
