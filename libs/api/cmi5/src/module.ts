import { apiModule } from '@tiles/api-platform/ground/api-module';
import { auditModule } from '@tiles/api-audit/module';
import { authModule } from '@tiles/api-auth/module';
import { lmsModule } from '@tiles/api-lms/module';
import { lrsModule } from '@tiles/api-lrs/module';
import { recordsModule } from '@tiles/api-records/module';
import { rolesModule } from '@tiles/api-roles/module';
import { createCmi5Runtime, type Cmi5Runtime } from './launch.js';
import { createCmi5Repository, type Cmi5Repository } from './repository.js';
import { cmi5Routes, cmi5SiteRoutes } from './routes.js';
import { listenToLaunchedSessions } from './session-rules.js';

/**
 * cmi5 courses: packages imported as courses (a module per block, a session per AU), AUs launched from their
 * session's page, their sessions followed through the statements they send to the site's LRS.
 */
export const cmi5Module = apiModule({
  name: 'cmi5',
  // Courses are the LMS's; the AU's credentials, documents and statements the LRS's; its learner is named as our
  // records name them; imports are audited and allowed by role.
  dependsOn: [lmsModule, lrsModule, recordsModule, authModule, rolesModule, auditModule],
  setUp: (app) => {
    const repository = createCmi5Repository(app.db);
    const runtime = createCmi5Runtime(app, repository);
    app.decorate('cmi5', { repository, runtime });
    app.sessionParts.au.provide(async (sessionId) => {
      const au = await repository.auOf(sessionId);
      return au ? { launchMethod: au.launchMethod } : null;
    });
    listenToLaunchedSessions(app, repository, runtime);
  },
  routes: async (app) => {
    await app.register(cmi5Routes(app.cmi5.repository, app.cmi5.runtime));
  },
  siteRoutes: async (app) => {
    await app.register(cmi5SiteRoutes(app.cmi5.repository, app.cmi5.runtime));
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    cmi5: { repository: Cmi5Repository; runtime: Cmi5Runtime };
  }
}
