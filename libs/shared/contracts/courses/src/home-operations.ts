import { learnerHomeSchema } from './home.js';
import { operation } from '@tiles/contracts';

/** The signed-in learner's home, in one call (the server renders it into the first screen). */
export const homeOperations = {
  getHome: operation({
    method: 'GET',
    path: '/lms/home',
    group: 'lms',
    summary: "The caller's home: where to continue, today's goal and streak, the cards due for review, a next session",
    answer: learnerHomeSchema,
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['GameProgress'],
  }),
} as const;
