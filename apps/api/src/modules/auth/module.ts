import { apiModule } from '../../ground/api-module.js';
import { authRoutes } from './routes.js';

export const authModule = apiModule({
  name: 'auth',
  routes: authRoutes,
});
