export { startGameListeners } from './listeners';
export { prefetchGameProgress } from './prefetch';
export { useLedgerReason } from './ledger-reason';
// The progress sections are `@tiles/game/progress`: loaded with the progress page, not with the app.
