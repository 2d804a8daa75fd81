/**
 * The whole contract table: every api operation, by group, and its checks. Its own project: it imports every
 * domain's contract, so only what needs the whole table (the host's route check) imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { apiContract } from './api-contract.js';
