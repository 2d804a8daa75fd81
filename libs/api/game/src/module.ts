import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoGame } from './demo-seed.js';
import { eventsModule } from '@tiles/api-events/module';
import { notificationsModule } from '@tiles/api-notifications/module';
import { lmsModule } from '@tiles/api-lms/module';
import { practiceModule } from '@tiles/api-practice/module';
import { sessionXpState } from './session-xp.js';
import { listenForGame } from './listeners.js';
import { createGameRepository, type GameRepository } from './repository.js';
import { gameRoutes } from './routes.js';
import { gameTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    gameRepository: GameRepository;
  }
}

export const gameModule = apiModule({
  name: 'game',
  texts: gameTexts,
  seed: seedDemoGame,
  // It hears of study time through the hits' events, of completions and answers through the courses' and practice's,
  // and tells awards as notifications; a session's page shows the XP it settled.
  dependsOn: [eventsModule, notificationsModule, lmsModule, practiceModule],
  setUp: (app) => {
    app.decorate('gameRepository', createGameRepository(app.db));
    app.sessionParts.xp.provide((userId, session) => sessionXpState(app.db, userId, session));
    // The game settles XP on the facts other modules report.
    listenForGame(app.domainEvents);
  },
  routes: gameRoutes,
});
