import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '../auth/module.js';
import { mailModule } from '../mail/module.js';
import { notificationsModule } from '../notifications/module.js';
import { recordsModule } from '../records/module.js';
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
  // Accounts sign in, mail their owners, tell them in the app and export their records.
  dependsOn: [authModule, mailModule, notificationsModule, recordsModule],
  setUp: (app) => {
    app.decorate('accountRepository', createAccountRepository(app.db));
  },
  routes: accountModuleRoutes,
});
