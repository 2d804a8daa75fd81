import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { DAY_MS } from '@tiles/api-platform/ground/time';

/** The audit log, for reading only: there is no route that changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminOperations.getAudit, async (request) => {
    const { entity, user, from, to, limit } = request.query;
    if (from && to && from > to) throw badRequest(`querystring.to: '${to}' is before from '${from}'`);
    const rows = await app.audit.list(request.site._id, {
      entity,
      userLogin: user,
      from: from ? new Date(`${from}T00:00:00Z`) : undefined,
      to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      limit,
    });
    return rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      userLogin: row.userLogin,
      mode: row.mode,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    }));
  });
};
