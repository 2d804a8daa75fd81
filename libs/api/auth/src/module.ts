import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoUsers } from './demo-seed.js';
import { auditModule } from '@tiles/api-audit/module';
import { rolesModule } from '@tiles/api-roles/module';
import { siteModule } from '@tiles/api-site/module';
import { registerAuthentication } from './auth-context.js';
import { createAuthServices, type AuthServices } from './auth-services.js';
import { authRoutes } from './routes.js';
import { roleRoutes } from './role-routes.js';
import { openIdRoutes } from './openid-routes.js';
import { passkeyRoutes } from './passkey-routes.js';
import { secondFactorRoutes } from './second-factor-routes.js';
import { authApiTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions, tokens, sign-in limits, federated sign-in: who is calling, and how they prove it. */
    auth: AuthServices;
  }
}

export const authModule = apiModule({
  name: 'auth',
  texts: authApiTexts,
  demo: seedDemoUsers,
  dependsOn: [siteModule, rolesModule, auditModule],
  setUp: async (app) => {
    app.decorate(
      'auth',
      await createAuthServices(app.db, app.config, app.log, {
        now: () => app.clock.now(),
        onClose: (close) => app.addHook('onClose', close),
      }),
    );
    // Every instance hears when a session or a user changes, wherever it changed: a kept session dies at once.
    await app.auth.activeSessions.hear(app.databaseSignals);
  },
  // Who is calling, known before any route's body is parsed.
  scope: registerAuthentication,
  routes: async (api) => {
    await api.register(authRoutes);
    await api.register(roleRoutes);
    await api.register(openIdRoutes);
    await api.register(passkeyRoutes);
    await api.register(secondFactorRoutes);
  },
});
