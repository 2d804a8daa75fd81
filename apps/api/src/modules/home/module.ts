import { apiModule } from '@tiles/api-platform/ground/api-module';
import { lmsModule } from '../lms/module.js';
import { practiceModule } from '../practice/module.js';
import { gameModule } from '../game/module.js';
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
