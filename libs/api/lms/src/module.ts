import { apiModule } from '@tiles/api-platform/ground/api-module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { seedDemoCourses } from './demo-seed.js';
import { eventsModule } from '@tiles/api-events/module';
import { createEffortRefresher } from './effort.js';
import { createLmsRepository, type LmsRepository } from './repository.js';
import { lmsRoutes } from './routes.js';
import { createCohortRecord, type CohortRecord } from './cohort-record.js';
import { sessionPartsPorts, type SessionParts } from './session-parts.js';

declare module 'fastify' {
  interface FastifyInstance {
    lmsRepository: LmsRepository;
    /** Many learners' enrolments and completions, and courses' outlines: what a group's page reads of the catalogue. */
    cohortRecord: CohortRecord;
    /** A session page's questions and XP, provided by practice and the game. */
    sessionParts: SessionParts;
  }
}

/** How often courses' effort is asked to be measured again (it is, about once a day). */
const EFFORT_CHECK_MS = 60_000;

export const lmsModule = apiModule({
  name: 'lms',
  demo: seedDemoCourses,
  // A completion first writes the time the page reported; the hits' writer files a course's time under its category.
  dependsOn: [eventsModule],
  setUp: (app) => {
    // Its completions' events are delivered by the bus once stored.
    const repository = createLmsRepository(app.db, app.domainEvents);
    app.decorate('lmsRepository', repository);
    app.decorate('cohortRecord', createCohortRecord(app.db));
    app.decorate('sessionParts', sessionPartsPorts());
    app.courseSubjects.provide((courseIds) => repository.categoriesOfCourses(courseIds));
    // Courses' effort (the median study time of those who completed them) is measured again about once a day.
    const refreshEffort = createEffortRefresher(app);
    const refresh = () =>
      refreshEffort().catch((error: unknown) => app.log.error({ err: error }, 'measuring courses’ effort failed; tried again in a minute'));
    app.addHook('onReady', refresh);
    repeatWhileOpen(app, EFFORT_CHECK_MS, () => void refresh());
  },
  routes: lmsRoutes,
});
