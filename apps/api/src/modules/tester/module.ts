import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createTesterRepository, type TesterRepository } from './repository.js';
import { testerRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    tester: TesterRepository;
  }
}

export const testerModule = apiModule({
  name: 'tester',
  setUp: (app) => {
    app.decorate('tester', createTesterRepository(app.db));
  },
  routes: testerRoutes,
});
