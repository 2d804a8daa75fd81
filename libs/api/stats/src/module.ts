import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '@tiles/api-auth/module';
import { createStatsRepository, type StatsRepository } from './repository.js';
import { statsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
  }
}

export const statsModule = apiModule({
  name: 'stats',
  dependsOn: [authModule],
  setUp: (app) => {
    app.decorate('statsRepository', createStatsRepository(app.db));
  },
  routes: statsRoutes,
});
