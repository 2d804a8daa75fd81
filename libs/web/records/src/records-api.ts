import { injectOperations } from '@tiles/api-client';
import { recordsOperations } from '@tiles/contracts-records';

/**
 * The effort record's calls. The documents (credentials, the transcript, the status list) are downloaded or fetched
 * by their address, never through the cache; the record and its writes are here.
 */
export const recordsApi = injectOperations({
  getEffortRecord: recordsOperations.getEffortRecord,
  shareCredential: recordsOperations.shareCredential,
  unshareCredential: recordsOperations.unshareCredential,
  revokeCredential: recordsOperations.revokeCredential,
});

export const { useGetEffortRecordQuery, useShareCredentialMutation, useUnshareCredentialMutation, useRevokeCredentialMutation } =
  recordsApi;
