import { apiModule } from '@tiles/api-platform/ground/api-module';
import { port, type Port } from '@tiles/api-platform/ground/port';
import { authModule } from '@tiles/api-auth/module';
import type { CourseSubjects } from './hit-writer.js';
import { registerIngestion, type Ingestion } from './ingestion.js';
import { eventRoutes } from './routes.js';
import { createStudyRecord, type StudyRecord } from './study-record.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hit and event buffers: written in batches, held through an outage, flushed on close. */
    ingestion: Ingestion;
    /** The category a course's time is filed under; the catalogue (lms) provides it. */
    courseSubjects: Port<CourseSubjects>;
    /** The credited study time, by course session and by day, for the domains that show it to others (groups). */
    studyRecord: StudyRecord;
  }
}

export const eventsModule = apiModule({
  name: 'events',
  // Hits are attributed to the learner their access token names.
  dependsOn: [authModule],
  setUp: (app) => {
    app.decorate(
      'courseSubjects',
      port<CourseSubjects>('courseSubjects', async () => new Map()),
    );
    registerIngestion(app);
    app.decorate('studyRecord', createStudyRecord(app.db));
  },
  routes: eventRoutes,
});
