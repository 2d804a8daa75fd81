import { ledgerAnswerSchema, progressAnswerSchema, streakAnswerSchema } from '@tiles/contracts';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/** The progress page's game calls, made by the server with the page so its HTML holds them (no shift later). */
export const prefetchGameProgress = ({ locale }: Pick<PrefetchInput, 'locale'>): PrefetchRequest[] => [
  {
    endpointName: 'getProgress',
    arg: locale,
    url: 'api/lms/game/progress',
    read: (response) => progressAnswerSchema.parse(response).outcome,
  },
  { endpointName: 'getStreak', arg: locale, url: 'api/lms/game/streak', read: (response) => streakAnswerSchema.parse(response).outcome },
  { endpointName: 'getLedger', arg: locale, url: 'api/lms/game/ledger', read: (response) => ledgerAnswerSchema.parse(response).outcome },
];
