/**
 * The contract of portable records: Open Badges credentials and xAPI statements.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { badgeTierParamsSchema, credentialQuerySchema, XAPI_FORMATS, xapiQuerySchema } from './records.js';
export { credentialDownloadPath, recordsOperations, XAPI_STATEMENTS_PATH } from './records-operations.js';
