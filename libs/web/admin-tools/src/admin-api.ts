import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { injectOperations } from '@tiles/api-client';
import { adminOperations, type TesterClock } from '@tiles/contracts';

export type AuditFilter = { entity?: string; user?: string; from?: string; to?: string };

/** The audit log (always read fresh), and the tester's clock and reset. */
export const adminApi = injectOperations(adminOperations, {
  getAudit: { keepUnusedDataFor: 0 },
  // The clock moved answers the clock: it is the clock at once, before the answers of the new day are asked again
  // (a late one would otherwise replace what the tester typed next).
  setTesterClock: { after: async (queryApi: BaseQueryApi, clock: TesterClock) => rememberClock(queryApi.dispatch, clock) },
});

function rememberClock(dispatch: (action: unknown) => unknown, clock: TesterClock) {
  dispatch(adminApi.util.upsertQueryData('getTesterClock', undefined, clock));
}

export const { useGetAuditQuery, useGetTesterClockQuery, useSetTesterClockMutation, useResetTestProgressMutation } = adminApi;
