import { apiModule } from '../../ground/api-module.js';
import { clientErrorRoutes } from './routes.js';

export const clientErrorsModule = apiModule({
  name: 'client-errors',
  routes: clientErrorRoutes,
});
