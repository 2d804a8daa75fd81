import type { FastifyInstance } from 'fastify';

/** How often courses' effort is measured again. */
export const EFFORT_REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * Measures courses' effort again when the last measure (any instance's, as stored) is a day old or missing: asked at
 * start and every minute with the reminders, it runs about once a day.
 */
export const createEffortRefresher = (app: FastifyInstance) => {
  let running: Promise<void> | undefined;
  return async () => {
    if (running) return running;
    running = (async () => {
      const now = app.clock.now();
      const last = await app.lmsRepository.effortRefreshedAt();
      if (last && now.getTime() - last.getTime() < EFFORT_REFRESH_MS) return;
      await app.lmsRepository.refreshEffort(now);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
};
