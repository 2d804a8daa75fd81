/**
 * The contract of portable records: Open Badges credentials and xAPI statements.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  badgeTierParamsSchema,
  credentialQuerySchema,
  MAX_CREDENTIAL_BYTES,
  VERIFICATION_CHECKS,
  XAPI_FORMATS,
  xapiQuerySchema,
  type EffortClaims,
  type EffortRecord,
  type Verification,
  type VerificationCheck,
} from './records.js';
export {
  courseCredentialPath,
  credentialDownloadPath,
  recordsOperations,
  sharedCredentialPath,
  TRANSCRIPT_PATH,
  XAPI_STATEMENTS_PATH,
} from './records-operations.js';
