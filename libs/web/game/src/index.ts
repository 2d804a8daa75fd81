export { startGameListeners } from './listeners';
export { prefetchGameProgress } from './prefetch';
// The progress sections are `@tiles/game/progress`: loaded with the progress page, not with the app.
