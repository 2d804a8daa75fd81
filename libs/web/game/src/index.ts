export { GAME_TAGS, gameApi, useGetLedgerQuery, useGetProgressQuery, useGetStreakQuery, useSetDailyGoalMutation } from './game-api';
export { startGameListeners } from './listeners';
export { GameProgress, type GameProgressProps } from './game-progress';
export { prefetchGameProgress } from './prefetch';
