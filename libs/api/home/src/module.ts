import { apiModule } from '@tiles/api-platform/ground/api-module';
import { lmsModule } from '@tiles/api-lms/module';
import { practiceModule } from '@tiles/api-practice/module';
import { gameModule } from '@tiles/api-game/module';
import { createHomeRepository, type HomeRepository } from './repository.js';
import { homeRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    homeRepository: HomeRepository;
  }
}

export const homeModule = apiModule({
  name: 'home',
  // The home gathers the learner's courses, due cards and day.
  dependsOn: [lmsModule, practiceModule, gameModule],
  setUp: (app) => {
    app.decorate('homeRepository', createHomeRepository(app.db));
  },
  routes: homeRoutes,
});
