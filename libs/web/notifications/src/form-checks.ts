/**
 * The contract's schemas the barrier report and the unsubscribe link are checked with: through a `-checks` module,
 * so they load with their pages, never with the first screen (ADR 0038).
 */
export { barrierReportSchema } from '@tiles/contracts-notifications';
export { unsubscribeQuerySchema } from '@tiles/contracts-push';
