import { prefetchOf } from '@tiles/api-client';
import { gameOperations } from '@tiles/contracts-game';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/** The progress page's game calls, made by the server with the page so its HTML holds them (no shift later). */
export const prefetchGameProgress = ({ locale }: Pick<PrefetchInput, 'locale'>): PrefetchRequest[] => [
  prefetchOf('getProgress', gameOperations.getProgress, { locale }),
  prefetchOf('getStreak', gameOperations.getStreak, { locale }),
  prefetchOf('getLedger', gameOperations.getLedger, { locale }),
  prefetchOf('getPendingSessionXp', gameOperations.getPendingSessionXp, { locale }),
];
