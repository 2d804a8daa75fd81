import type { FastifyInstance, FastifyReply } from 'fastify';
import '../app-decorations.js';

/** Decorates the app with `afterAnswer`. */
export const registerAfterAnswer = (app: FastifyInstance) => {
  const underWay = new Set<Promise<void>>();
  const afterAnswer = (reply: FastifyReply, work: () => Promise<unknown>) => {
    const answered = new Promise<void>((resolve) => {
      // `finish` when the answer went out whole, `close` when the caller left first: the work is owed either way. A
      // turn of the event loop later, so that whatever waits on the answer (in this process too) has it first.
      const later = () => setImmediate(resolve);
      reply.raw.once('finish', later);
      reply.raw.once('close', later);
    });
    const running: Promise<void> = answered
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => reply.log.error({ err: error }, 'the work after an answer failed'),
      )
      .finally(() => underWay.delete(running));
    underWay.add(running);
  };
  const settled = async () => {
    while (underWay.size) await Promise.allSettled([...underWay]);
  };
  app.decorate('afterAnswer', Object.assign(afterAnswer, { settled }));
  // Registered after the database: closing runs it first, so the work still has its database.
  app.addHook('onClose', settled);
};
