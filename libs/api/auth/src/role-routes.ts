import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { PERMISSIONS, permissionsOf } from '@tiles/api-roles/repository';

/**
 * A role, read by its holder or an administrator: the caller is authenticated by this domain, so the route lives
 * here, above the roles it reads.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.roleRepository;

  route(app, authOperations.getRole, async (request) => {
    const { user } = request.auth;
    const { roleId } = request.params;
    // Everyone may read their own role; reading others' needs the permission (admins).
    if (user.roles[0] !== roleId && !(await permissionsOf(repository, user.roles)).includes(PERMISSIONS.readAnyRole)) {
      throw new HttpError(403, 'You may read only your own role');
    }
    const role = await repository.findById(roleId);
    if (!role) throw notFound(`Role not found: no role with id '${roleId}'`);
    return role;
  });
};
