import { groupsModule } from '@tiles/api-groups/module';
import { apiModule } from '@tiles/api-platform/ground/api-module';
import { i18nModule } from '@tiles/api-i18n/module';
import { authModule } from '@tiles/api-auth/module';
import { mailModule } from '@tiles/api-mail/module';
import { notificationsModule } from '@tiles/api-notifications/module';
import { recordsModule } from '@tiles/api-records/module';
import { inviteFirstAdministrator, type FirstAdministrator } from './first-administrator.js';
import { createAccountRepository, type AccountRepository } from './repository.js';
import { accountAdminRoutes } from './admin-routes.js';
import { accountRoutes } from './routes.js';
import { siteMaintenanceRoutes } from './site-maintenance-routes.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
    /** What this start found of the site's administrators (the banner tells it). */
    firstAdministrator: FirstAdministrator;
  }
}

/** The learner's own account, and the administrators' accounts page. */
const accountModuleRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(accountRoutes);
  await api.register(accountAdminRoutes);
  await api.register(siteMaintenanceRoutes);
};

export const accountModule = apiModule({
  name: 'account',
  texts: accountTexts,
  // Accounts sign in, mail their owners, tell them in the app and export their records.
  dependsOn: [i18nModule, authModule, mailModule, notificationsModule, recordsModule, groupsModule],
  setUp: (app) => {
    app.decorate('accountRepository', createAccountRepository(app.db));
    app.decorate<FirstAdministrator>('firstAdministrator', { state: 'present' });
    // A site without an administrator (no demo data) gets its first one, from ADMIN_EMAIL.
    app.addHook('onReady', async () => {
      app.firstAdministrator = await inviteFirstAdministrator(app);
      const found = app.firstAdministrator;
      if (found.state === 'missing')
        app.log.warn(
          'this site has no administrator: set ADMIN_EMAIL and start again; the log then shows a one-time link that sets their password',
        );
      if (found.state === 'invited')
        app.log.warn({ email: found.email, link: found.link }, 'the first administrator sets a password at this one-time link');
      if (found.state === 'promoted') app.log.warn({ email: found.email }, 'ADMIN_EMAIL’s account is now an administrator');
    });
  },
  routes: accountModuleRoutes,
});
