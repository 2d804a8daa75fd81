import type { FastifyRequest } from 'fastify';
import { resolveAuth } from './auth-context.js';
import { PERMISSIONS, permissionsOf } from '@tiles/api-roles/repository';
// The decorations this file reads are declared with their modules.
import type {} from '@tiles/api-roles/module';

/** Admin mode with the right to edit: the caller's reads show pending drafts over the published content. */
export const previewsDrafts = async (request: FastifyRequest) => {
  const auth = await resolveAuth(request);
  if (auth?.mode !== 'admin') return false;
  return (await permissionsOf(request.server.roleRepository, auth.realUser.roles)).includes(PERMISSIONS.editContent);
};
