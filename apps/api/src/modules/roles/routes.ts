import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf, roleSchema } from '@tiles/contracts';
import { HttpError, notFound } from '../../plugins/errors.js';
import { PERMISSIONS, permissionsOf } from './repository.js';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.roleRepository;

  app.get(
    '/role/:roleId',
    {
      config: { signedIn: true },
      schema: {
        tags: ['roles'],
        summary: 'A role: name, permissions and the modes it may enter. A learner may read only their own role.',
        params: z.object({ roleId: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/) }),
        response: { 200: outcomeOf(roleSchema), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const { roleId } = request.params;
      // Everyone may read their own role; reading others' needs the permission (admins).
      if (user.roles[0] !== roleId && !(await permissionsOf(repository, user.roles)).includes(PERMISSIONS.readAnyRole)) {
        throw new HttpError(403, 'You may read only your own role');
      }
      const role = await repository.findById(roleId);
      if (!role) throw notFound(`Role not found: no role with id '${roleId}'`);
      return { outcome: role };
    },
  );
};
