import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '../auth/module.js';
import { registerIngestion, type Ingestion } from './ingestion.js';
import { eventRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hit and event buffers: written in batches, held through an outage, flushed on close. */
    ingestion: Ingestion;
  }
}

export const eventsModule = apiModule({
  name: 'events',
  // Hits are attributed to the learner their access token names.
  dependsOn: [authModule],
  setUp: registerIngestion,
  routes: eventRoutes,
});
