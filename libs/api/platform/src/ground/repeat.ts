import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `ms` while the app is open: the timer keeps no process alive and stops when the app starts
 * closing (before the database closes), so no tick meets a closed database.
 */
export const repeatWhileOpen = (app: FastifyInstance, ms: number, work: () => void) => {
  const timer = setInterval(work, ms);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
};
