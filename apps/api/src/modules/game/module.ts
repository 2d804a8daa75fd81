import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoGame } from './demo-seed.js';
import { eventsModule } from '../events/module.js';
import { notificationsModule } from '../notifications/module.js';
import { listenForGame } from './listeners.js';
import { createGameRepository, type GameRepository } from './repository.js';
import { gameRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    gameRepository: GameRepository;
  }
}

export const gameModule = apiModule({
  name: 'game',
  seed: seedDemoGame,
  // It hears of study time through the hits' events and tells awards as notifications.
  dependsOn: [eventsModule, notificationsModule],
  setUp: (app) => {
    app.decorate('gameRepository', createGameRepository(app.db));
    // The game settles XP on the facts other modules report.
    listenForGame(app.domainEvents);
  },
  routes: gameRoutes,
});
