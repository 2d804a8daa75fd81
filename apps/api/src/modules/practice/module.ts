import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoQuestions } from './demo-seed.js';
import { gameModule } from '../game/module.js';
import { lmsModule } from '../lms/module.js';
import { createPracticeRepository, type PracticeRepository } from './repository.js';
import { practiceRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceRepository: PracticeRepository;
  }
}

export const practiceModule = apiModule({
  name: 'practice',
  demo: seedDemoQuestions,
  // Questions belong to courses' sessions; recall earns XP.
  dependsOn: [lmsModule, gameModule],
  setUp: (app) => {
    // Its answers' events are delivered by the bus once stored.
    app.decorate('practiceRepository', createPracticeRepository(app.db, app.domainEvents));
  },
  routes: practiceRoutes,
});
