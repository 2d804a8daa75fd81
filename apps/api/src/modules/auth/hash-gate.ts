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
  // Known browsers (a valid device cookie for the account) have a slot of their own and wait in their own line,
  // served first: a storm of sign-ins from unknown places cannot make their owners wait behind it.
  const waiting = { known: [] as Array<() => void>, unknown: [] as Array<() => void> };

  const release = () => {
    const next = waiting.known.shift() ?? waiting.unknown.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    run: async <T>(work: () => Promise<T>, { knownDevice = false }: { knownDevice?: boolean } = {}): Promise<T> => {
      // One more slot is kept for known browsers: their owner never waits for a stranger's hash to finish.
      if (running >= concurrency + (knownDevice ? 1 : 0)) {
        const line = knownDevice ? waiting.known : waiting.unknown;
        if (line.length >= queueLimit) {
          throw new HttpError(503, 'Too many sign-ins at this moment. Please try again in a few seconds.', { headers: { 'retry-after': '2' } });
        }
        // The slot is handed over by the finishing hash: `running` stays the same.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.known.length + waiting.unknown.length }),
  };
};

export type HashGate = ReturnType<typeof createHashGate>;
