import { apiModule } from '@tiles/api-platform/ground/api-module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { seedDemoCourses } from './demo-seed.js';
import { gameModule } from '../game/module.js';
import { createEffortRefresher } from './effort.js';
import { createLmsRepository, type LmsRepository } from './repository.js';
import { lmsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    lmsRepository: LmsRepository;
  }
}

/** How often courses' effort is asked to be measured again (it is, about once a day). */
const EFFORT_CHECK_MS = 60_000;

export const lmsModule = apiModule({
  name: 'lms',
  demo: seedDemoCourses,
  // A session's reward tells the XP and badges the game settled.
  dependsOn: [gameModule],
  setUp: (app) => {
    // Its completions' events are delivered by the bus once stored.
    app.decorate('lmsRepository', createLmsRepository(app.db, app.domainEvents));
    // Courses' effort (the median study time of those who completed them) is measured again about once a day.
    const refreshEffort = createEffortRefresher(app);
    const refresh = () =>
      refreshEffort().catch((error: unknown) => app.log.error({ err: error }, 'measuring courses’ effort failed; tried again in a minute'));
    app.addHook('onReady', refresh);
    repeatWhileOpen(app, EFFORT_CHECK_MS, () => void refresh());
  },
  routes: lmsRoutes,
});
