import { apiModule } from '@tiles/api-platform/ground/api-module';
import { clientErrorRoutes } from './routes.js';

export const clientErrorsModule = apiModule({
  name: 'client-errors',
  routes: clientErrorRoutes,
});
