/**
 * The contract of the LRS's administration: its clients. Its own entry point (and Nx project).
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  createLrsClientSchema,
  LRS_SCOPES,
  type CreatedLrsClient,
  type CreateLrsClient,
  type LrsClient,
  type LrsClients,
  type LrsScope,
} from './lrs.js';
export { lrsOperations } from './lrs-operations.js';
