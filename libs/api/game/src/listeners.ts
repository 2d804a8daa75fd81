import type { DomainEventBus } from '@tiles/api-platform/ground/domain-events';
import type { NewNotification } from '@tiles/api-notifications/repository';
import { settleLearner } from './engine.js';

/**
 * The game listens to what learners do: credited study time and completed sessions settle their XP, levels,
 * badges and streak, in the delivery's transaction, at the time the fact happened.
 */
export const listenForGame = (bus: DomainEventBus<NewNotification>) => {
  bus.on('study-time-credited', async (tx, { userId, days, sessions, at }) => {
    const { notice } = await settleLearner(tx, { userId, days, sessions, now: new Date(at) });
    return notice ? [notice] : [];
  });
  bus.on('session-completed', async (tx, { userId, session, at }) => {
    const { notice } = await settleLearner(tx, { userId, days: [], sessions: [session], now: new Date(at) });
    return notice ? [notice] : [];
  });
  bus.on('answers-recorded', async (tx, { userId, recalled, practisedSessions, at }) => {
    const { notice } = await settleLearner(tx, { userId, days: [], practice: { recalled, practisedSessions }, now: new Date(at) });
    return notice ? [notice] : [];
  });
};
