import { apiModule } from '../../ground/api-module.js';
import { reminderRoutes } from './routes.js';

export const remindersModule = apiModule({
  name: 'reminders',
  routes: reminderRoutes,
});
