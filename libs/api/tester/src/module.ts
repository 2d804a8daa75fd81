import { apiModule } from '@tiles/api-platform/ground/api-module';
import { eventsModule } from '@tiles/api-events/module';
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
    const tester = createTesterRepository(app.db);
    app.decorate('tester', tester);
    app.auth.testAccountOf.provide((realUser) => tester.testAccountOf(realUser));
  },
  routes: testerRoutes,
});
