// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/game-texts';
export { startGameListeners } from './listeners';
export { prefetchGameProgress } from './prefetch';
export { useLedgerReason } from './ledger-reason';
// The progress sections are `@tiles/game/progress`: loaded with the progress page, not with the app.
