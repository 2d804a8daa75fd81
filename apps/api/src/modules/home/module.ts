import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createHomeRepository, type HomeRepository } from './repository.js';
import { homeRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    homeRepository: HomeRepository;
  }
}

export const homeModule = apiModule({
  name: 'home',
  setUp: (app) => {
    app.decorate('homeRepository', createHomeRepository(app.db));
  },
  routes: homeRoutes,
});
