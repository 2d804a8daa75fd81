export type IngestionBuffer<T> = {
  add: (item: T) => void;
  /** Writes what is waiting now; resolves when it is stored (or set aside as undeliverable). */
  flush: () => Promise<void>;
  /** Flushes everything and stops the timer (graceful shutdown). */
  close: () => Promise<void>;
  size: () => number;
  /** As many items wait as the buffer holds: take no more (the caller refuses them, 503) until it drains. */
  isFull: () => boolean;
};

/** Longest wait between two attempts while the store keeps failing. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Collects items in memory and writes them as one batch every `intervalMs` or as soon as `maxItems` wait,
 * whichever comes first. Batches are written one at a time, in arrival order.
 *
 * A batch that fails for any reason but the store's (`isTransient` says no: a row the database refuses, or one
 * the writer itself cannot place) is split in halves until the rows that
 * fail are alone: those go to `deadLetter` with the reason, every other row is written. A batch that fails
 * because the store is away is kept and retried, waiting twice as long each time (up to 30 s): one failing row
 * never blocks everyone's, and an outage is neither lost nor logged 5 times a second. Nothing accepted is ever
 * dropped: once `maxPending` items wait, `isFull` tells the caller to refuse new ones until the store is back.
 */
export const createIngestionBuffer = <T>(options: {
  intervalMs: number;
  maxItems: number;
  /** The most items held while the store is away; memory stays bounded, and nothing accepted is dropped. */
  maxPending: number;
  write: (items: T[]) => Promise<void>;
  /** An error of the store itself (connection lost, shutting down), not of the rows: retry later. Only these. */
  isTransient: (error: unknown) => boolean;
  /** Stores rows that can never be written, with why. */
  deadLetter: (items: { item: T; error: unknown }[]) => Promise<void>;
  onError: (error: unknown, items: number, retryInMs: number) => void;
}): IngestionBuffer<T> => {
  let pending: T[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let retryDelay = options.intervalMs;

  /** Writes `batch`, isolating rows that fail on their own; throws only a transient error. */
  const writeIsolating = async (batch: T[], undeliverable: { item: T; error: unknown }[]): Promise<void> => {
    try {
      await options.write(batch);
    } catch (error) {
      if (options.isTransient(error)) throw error;
      if (batch.length === 1) {
        undeliverable.push({ item: batch[0]!, error });
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await writeIsolating(batch.slice(0, half), undeliverable);
      await writeIsolating(batch.slice(half), undeliverable);
    }
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending.slice(0, options.maxItems);
      const undeliverable: { item: T; error: unknown }[] = [];
      try {
        await writeIsolating(batch, undeliverable);
        if (undeliverable.length) await options.deadLetter(undeliverable);
      } catch (error) {
        // The halves written before the store went away are not written twice: writers are idempotent per row.
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
        options.onError(error, batch.length, retryDelay);
        if (!closed) schedule(retryDelay);
        return;
      }
      retryDelay = options.intervalMs;
      pending = pending.slice(batch.length);
      if (pending.length > 0) void flush();
    });
    return writing;
  };

  const schedule = (delay = options.intervalMs) => {
    if (!timer) timer = setTimeout(() => void flush(), delay);
  };

  return {
    add(item) {
      pending.push(item);
      // While the store is away, new rows wait for the retry instead of hammering it.
      if (pending.length >= options.maxItems && retryDelay === options.intervalMs) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      while (pending.length > 0) {
        const before = pending.length;
        await flush();
        if (pending.length >= before) break;
      }
      clearTimeout(timer);
    },
    size: () => pending.length,
    isFull: () => pending.length >= options.maxPending,
  };
};
