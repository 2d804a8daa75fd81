import os from 'node:os';
import { HttpError } from '@tiles/api-platform/ground/http-errors';

/**
 * Password hashes run on libuv's small thread pool, which static files, compression and DNS share: a storm of
 * sign-ins must not take all of it. At most `concurrency` hashes run at once and `queueLimit` wait; beyond that
 * the caller gets 503 with Retry-After, at once, without hashing. Strangers' hashes back to back use at most
 * `strangerDutyCycle` of their slot's time.
 */
export const createHashGate = ({
  concurrency = Math.max(1, os.availableParallelism() - 1),
  queueLimit = 16,
  strangerDutyCycle = 0.5,
}: { concurrency?: number; queueLimit?: number; strangerDutyCycle?: number } = {}) => {
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
          throw new HttpError(503, 'Too many sign-ins at this moment. Please try again in a few seconds.', {
            headers: { 'retry-after': '2' },
          });
        }
        // The slot is handed over by the finishing hash: `running` stays the same.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        // A stranger's slot rests as long as its hash took (duty cycle 0.5) before the next stranger gets it: a
        // storm of strangers gets half a core, and the rest of the machine keeps serving files and pages.
        const rest = knownDevice || waiting.known.length ? 0 : (performance.now() - started) * (1 / strangerDutyCycle - 1);
        if (rest > 0 && waiting.unknown.length) setTimeout(release, rest);
        else release();
      }
    },
    stats: () => ({ running, waiting: waiting.known.length + waiting.unknown.length }),
  };
};

export type HashGate = ReturnType<typeof createHashGate>;
