import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createAccountRepository, type AccountRepository } from './repository.js';
import { accountAdminRoutes } from './admin-routes.js';
import { accountRoutes } from './routes.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
  }
}

/** The learner's own account, and the administrators' accounts page. */
const accountModuleRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(accountRoutes);
  await api.register(accountAdminRoutes);
};

export const accountModule = apiModule({
  name: 'account',
  setUp: (app) => {
    app.decorate('accountRepository', createAccountRepository(app.db));
  },
  routes: accountModuleRoutes,
});
