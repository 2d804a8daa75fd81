import { operation, PERMISSIONS } from '@tiles/contracts';
import { createdLrsClientSchema, createLrsClientSchema, lrsClientIdParamsSchema, lrsClientsSchema } from './lrs.js';

/**
 * The LRS's clients, kept by administrators. The LRS itself (`/xapi/`) speaks xAPI, a standard of its own with its
 * own resources and headers: it is not in this table.
 */
export const lrsOperations = {
  listLrsClients: operation({
    method: 'GET',
    path: '/admin/lrs-clients',
    group: 'lrs',
    summary: "The site's LRS clients (never their secrets) and the LRS's address",
    answer: lrsClientsSchema,
    access: { permission: PERMISSIONS.manageAccounts },
    provides: ['LrsClients'],
  }),
  createLrsClient: operation({
    method: 'POST',
    path: '/admin/lrs-clients',
    group: 'lrs',
    summary: 'Creates an LRS client: its key and secret for HTTP Basic, the secret answered this once (audited)',
    body: createLrsClientSchema,
    answer: createdLrsClientSchema,
    status: 201,
    access: { permission: PERMISSIONS.manageAccounts, secondFactor: 'recent' },
    invalidates: ['LrsClients'],
  }),
  revokeLrsClient: operation({
    method: 'DELETE',
    path: '/admin/lrs-clients/:clientId',
    group: 'lrs',
    summary: 'Revokes an LRS client: its next request is refused (audited)',
    params: lrsClientIdParamsSchema,
    answer: null,
    status: 204,
    errors: [404],
    access: { permission: PERMISSIONS.manageAccounts, secondFactor: 'recent' },
    invalidates: ['LrsClients'],
  }),
} as const;
