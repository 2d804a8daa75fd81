import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoQuestions } from './demo-seed.js';
import { lmsModule } from '@tiles/api-lms/module';
import { createPracticeRepository, type PracticeRepository } from './repository.js';
import { practiceRoutes } from './routes.js';
import { createPracticeFigures, type PracticeFigures } from './group-figures.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceRepository: PracticeRepository;
    /** First-try success and retention over many learners: the figures a group's teachers may see. */
    practiceFigures: PracticeFigures;
  }
}

export const practiceModule = apiModule({
  name: 'practice',
  demo: seedDemoQuestions,
  // Questions belong to courses' sessions, and a session's page shows them.
  dependsOn: [lmsModule],
  setUp: (app) => {
    // Its answers' events are delivered by the bus once stored.
    const repository = createPracticeRepository(app.db, app.domainEvents);
    app.decorate('practiceRepository', repository);
    app.decorate('practiceFigures', createPracticeFigures(app.db));
    app.sessionParts.questions.provide((sessionId, query) => repository.sessionQuestions(sessionId, query));
  },
  routes: practiceRoutes,
});
