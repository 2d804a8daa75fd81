import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf, roleSchema } from '@tiles/contracts';
import { HttpError, notFound } from '../../plugins/errors.js';
import { requireUser } from '../auth/auth-context.js';
import { createRoleRepository } from './repository.js';

/** Who may read any role: roles with this permission (admins). Everyone may read their own. */
export const READ_ANY_ROLE = 'roles:read';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createRoleRepository(app.db);

  app.get(
    '/role/:roleId',
    {
      schema: {
        tags: ['roles'],
        summary: 'A role: name, permissions and the modes it may enter. A learner may read only their own role.',
        params: z.object({ roleId: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/) }),
        response: { 200: outcomeOf(roleSchema), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const { roleId } = request.params;
      if (user.roles[0] !== roleId) {
        const ownRole = user.roles[0] ? await repository.findById(user.roles[0]) : undefined;
        if (!ownRole?.permissions.includes(READ_ANY_ROLE)) throw new HttpError(403, 'You may read only your own role');
      }
      const role = await repository.findById(roleId);
      if (!role) throw notFound(`Role not found: no role with id '${roleId}'`);
      return { outcome: role };
    },
  );
};
