import { apiModule } from '@tiles/api-platform/ground/api-module';
import { eventRoutes } from './routes.js';

export const eventsModule = apiModule({
  name: 'events',
  routes: eventRoutes,
});
