/**
 * The contract of groups: classes and cohorts, their join links, assignments with due dates, and what teachers and
 * overseers may see of their members. Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export * from './groups.js';
export { groupOperations, groupProgressCsvPath } from './groups-operations.js';
