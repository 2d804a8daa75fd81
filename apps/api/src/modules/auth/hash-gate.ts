import os from 'node:os';
import { HttpError } from '../../plugins/errors.js';

/**
 * Password hashes run on libuv's small thread pool, which static files, compression and DNS share: a storm of
 * sign-ins must not take all of it. At most `concurrency` hashes run at once and `queueLimit` wait; beyond that
 * the caller gets 503 with Retry-After, at once, without hashing.
 */
export const createHashGate = ({
  concurrency = Math.max(1, os.availableParallelism() - 1),
  queueLimit = 16,
}: { concurrency?: number; queueLimit?: number } = {}) => {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    run: async <T>(work: () => Promise<T>): Promise<T> => {
      if (running >= concurrency) {
        if (waiting.length >= queueLimit) {
          throw new HttpError(503, 'Too many sign-ins at this moment. Please try again in a few seconds.', { headers: { 'retry-after': '2' } });
        }
        // The slot is handed over by the finishing hash: `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
};

export type HashGate = ReturnType<typeof createHashGate>;
