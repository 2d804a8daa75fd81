import type { FastifyInstance } from 'fastify';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { firstUnstorablePath } from '@tiles/api-platform/ground/storable-text';

export const registerStorableInput = (api: FastifyInstance) => {
  api.addHook('preValidation', async (request) => {
    const path =
      firstUnstorablePath(request.params, 'params') ??
      firstUnstorablePath(request.query, 'querystring') ??
      firstUnstorablePath(request.body, 'body');
    if (path) throw badRequest(`${path}: contains a character that cannot be stored (a NUL, or half of a surrogate pair)`);
  });
};
