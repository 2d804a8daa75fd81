import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authRoutes } from './routes.js';

export const authModule = apiModule({
  name: 'auth',
  routes: authRoutes,
});
