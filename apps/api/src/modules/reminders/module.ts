import { apiModule } from '@tiles/api-platform/ground/api-module';
import { reminderRoutes } from './routes.js';

export const remindersModule = apiModule({
  name: 'reminders',
  routes: reminderRoutes,
});
