import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lrsOperations, type LrsScope } from '@tiles/contracts-lrs';
import { route } from '@tiles/api-platform/ground/operation-route';
import { notFound } from '@tiles/api-platform/ground/http-errors';
import { XAPI_PREFIX } from './routes.js';

/** Administrators keep the site's LRS clients: made with a secret shown once, revoked at once; both audited. */
export const lrsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = app.lrsRepository.clients;
  const view = (client: { id: string; name: string; key: string; scopes: string[]; createdAt: Date; revokedAt: Date | null }) => ({
    id: client.id,
    name: client.name,
    key: client.key,
    scopes: client.scopes as LrsScope[],
    createdAt: client.createdAt.toISOString(),
    revokedAt: client.revokedAt?.toISOString() ?? null,
  });

  route(app, lrsOperations.listLrsClients, async (request) => ({
    clients: (await clients.list(request.site._id)).map(view),
    endpoint: `${app.config.publicUrl}${XAPI_PREFIX}/`,
  }));

  route(app, lrsOperations.createLrsClient, async (request, reply) => {
    const { realUser, mode } = request.auth;
    const created = await clients.create(request.site._id, {
      name: request.body.name,
      scopes: request.body.scopes,
      createdBy: realUser.id,
    });
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'lrs-client.create',
      entity: 'lrs-client',
      entityId: created.id,
      before: null,
      after: { name: created.name, key: created.key, scopes: created.scopes },
    });
    reply.code(201);
    return { ...view({ ...created, createdAt: app.clock.now(), revokedAt: null }), secret: created.secret };
  });

  route(app, lrsOperations.revokeLrsClient, async (request, reply) => {
    const { realUser, mode } = request.auth;
    if (!(await clients.revoke(request.site._id, request.params.clientId, app.clock.now())))
      throw notFound('No live LRS client of this id');
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'lrs-client.revoke',
      entity: 'lrs-client',
      entityId: request.params.clientId,
      before: { revoked: false },
      after: { revoked: true },
    });
    return reply.code(204).send();
  });
};
