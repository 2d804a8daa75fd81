import { apiErrorSchema } from '@tiles/contracts';
import { PERMISSIONS } from '../roles/repository.js';

/** Every editing route: the content permission, in admin mode (checked by the authorise preHandler). */
export const editing = { permission: PERMISSIONS.editContent, mode: 'admin' } as const;

export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
