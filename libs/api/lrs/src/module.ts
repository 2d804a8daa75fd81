import { apiModule } from '@tiles/api-platform/ground/api-module';
import { demoSite } from '@tiles/api-site/demo-site';
import { siteModule } from '@tiles/api-site/module';
import { auditModule } from '@tiles/api-audit/module';
import { authModule } from '@tiles/api-auth/module';
import { rolesModule } from '@tiles/api-roles/module';
import { lrsAdminRoutes } from './admin-routes.js';
import { createLrsRepository, type LrsRepository } from './repository.js';
import { lrsRoutes, XAPI_PREFIX } from './routes.js';
import type { StatementHooks } from './xapi-request.js';

declare module 'fastify' {
  interface FastifyInstance {
    lrsRepository: LrsRepository;
    /** Where other domains check and follow the statements clients store (cmi5's launched sessions). */
    lrsStatementHooks: StatementHooks;
  }
}

/** The demo's LRS client, to point an authoring tool or ADL's conformance suite at (demo data only). */
export const DEMO_LRS_CLIENT = { key: 'demo-lrs', secret: 'tiles-demo-lrs-2026' } as const;

/** A client's requests per second, and the burst it may send at once. */
const LRS_RATE = { perSecond: 200, burst: 2_000 };

export const lrsModule = apiModule({
  name: 'lrs',
  // Administrators keep its clients: allowed by role, audited.
  dependsOn: [siteModule, authModule, rolesModule, auditModule],
  setUp: (app) => {
    app.decorate('lrsRepository', createLrsRepository(app.db));
    app.decorate('lrsStatementHooks', { check: [], stored: [], document: [] } satisfies StatementHooks);
  },
  routes: lrsAdminRoutes,
  // Clients join an endpoint given with its trailing slash (`…/xapi/`, as cmi5 launches give it) and `/statements`.
  rewriteUrl: (url) => (url.startsWith(`${XAPI_PREFIX}//`) ? url.replace(/^\/xapi\/+/, `${XAPI_PREFIX}/`) : url),
  siteRoutes: async (app) => {
    await app.register(
      (lrs) =>
        lrsRoutes(lrs, {
          context: () => ({
            repository: app.lrsRepository,
            publicUrl: app.config.publicUrl,
            prefix: XAPI_PREFIX,
            limits: { maxStatementsPerBatch: 1_000, maxPageSize: 500 },
            hooks: app.lrsStatementHooks,
          }),
          authenticate: async (authorization) => {
            const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
            if (!match) return null;
            const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
            const colon = decoded.indexOf(':');
            if (colon < 0) return null;
            return app.lrsRepository.clients.authenticate(decoded.slice(0, colon), decoded.slice(colon + 1), app.clock.now());
          },
          now: () => app.clock.now(),
          defaultVersion: app.config.lrsDefaultXapiVersion,
          rate: LRS_RATE,
        }),
      { prefix: XAPI_PREFIX },
    );
  },
  demo: async (db) => {
    const repository = createLrsRepository(db);
    if (await repository.clients.byKey(DEMO_LRS_CLIENT.key)) return;
    await repository.clients.create(demoSite.id, {
      name: 'Demo LRS client',
      scopes: ['write', 'read:own', 'read:all'],
      createdBy: null,
      ...DEMO_LRS_CLIENT,
    });
  },
});
