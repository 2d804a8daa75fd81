/**
 * The contract of the whole contract table, every api operation by group, and its checks.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { apiContract } from './api-contract.js';
