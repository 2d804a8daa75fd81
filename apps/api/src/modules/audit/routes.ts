import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, auditEntrySchema, auditQuerySchema, outcomeOf } from '@tiles/contracts';
import { badRequest } from '../../plugins/errors.js';
import { PERMISSIONS } from '../roles/repository.js';

const DAY_MS = 86_400_000;

/** The audit log, for reading only: there is no route that changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { permission: PERMISSIONS.readAudit, mode: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log of administrative actions, newest first (administrators, in admin mode)',
        description:
          'Filters: entity (site, notification, session...), user (login), from and to (UTC days, both included), limit (1 to 500, default 100).',
        querystring: auditQuerySchema,
        response: { 200: outcomeOf(z.array(auditEntrySchema)), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { entity, user, from, to, limit } = request.query;
      if (from && to && from > to) throw badRequest(`querystring.to: '${to}' is before from '${from}'`);
      const rows = await app.audit.list(request.site._id, {
        entity,
        userLogin: user,
        from: from ? new Date(`${from}T00:00:00Z`) : undefined,
        to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        limit,
      });
      return {
        outcome: rows.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          userLogin: row.userLogin,
          mode: row.mode,
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          before: row.before,
          after: row.after,
        })),
      };
    },
  );
};
