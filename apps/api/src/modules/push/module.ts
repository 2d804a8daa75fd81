import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createPushRepository, type PushRepository } from './repository.js';
import { pushRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    pushRepository: PushRepository;
  }
}

export const pushModule = apiModule({
  name: 'push',
  setUp: (app) => {
    app.decorate(
      'pushRepository',
      createPushRepository(app.db, () => app.clock.now()),
    );
  },
  routes: pushRoutes,
});
