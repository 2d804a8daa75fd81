import { injectOperations } from '@tiles/api-client';
import { adminOperations } from '@tiles/contracts';

export type AuditFilter = { entity?: string; user?: string; from?: string; to?: string };

/** The audit log (always read fresh), and the tester's clock and reset. */
export const adminApi = injectOperations(adminOperations, { getAudit: { keepUnusedDataFor: 0 } });

export const { useGetAuditQuery, useGetTesterClockQuery, useSetTesterClockMutation, useResetTestProgressMutation } = adminApi;
