import { apiModule } from '../../ground/api-module.js';
import { eventRoutes } from './routes.js';

export const eventsModule = apiModule({
  name: 'events',
  routes: eventRoutes,
});
