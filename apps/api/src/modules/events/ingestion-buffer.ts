/** `stored`: written (or set aside as undeliverable). `held`: the store is away; it waits in this process's memory. */
export type IngestionOutcome = 'stored' | 'held';

export type IngestionBuffer<T> = {
  /** Resolves once the item is stored, or at once with `held` while the store is away. */
  add: (item: T) => Promise<IngestionOutcome>;
  /** Writes what is waiting now; resolves when it is stored (or set aside as undeliverable). */
  flush: () => Promise<void>;
  /** Flushes everything and stops the retry timer (graceful shutdown). */
  close: () => Promise<void>;
  size: () => number;
  /** As many items wait as the buffer holds: take no more (the caller refuses them, 503) until it drains. */
  isFull: () => boolean;
};

/** Longest wait between two attempts while the store keeps failing. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Group commit: an item is written in the next batch, which starts as soon as the one being written ends (up to
 * `maxItems` at a time), and `add` resolves when its batch is committed. So an acknowledged item is durable, and
 * a crash loses only items not yet acknowledged, which their senders still hold. At a few items a second a batch
 * is one item; under load, batches grow by themselves while the previous one is written.
 *
 * A batch that fails for any reason but the store's (`isTransient` says no: a row the database refuses, or one
 * the writer itself cannot place) is split in halves until the rows that fail are alone: those go to
 * `deadLetter` with the reason, every other row is written. A batch that fails because the store is away is
 * kept and retried, waiting twice as long each time (up to 30 s): one failing row never blocks everyone's, and an
 * outage is neither lost nor logged 5 times a second. Meanwhile items are acknowledged as `held` at once, and
 * nothing accepted is dropped: once `maxPending` items wait, `isFull` tells the caller to refuse new ones.
 */
export const createIngestionBuffer = <T>(options: {
  /** The first wait before writing again after the store failed. */
  retryDelayMs: number;
  maxItems: number;
  /** The most items held while the store is away; memory stays bounded, and nothing accepted is dropped. */
  maxPending: number;
  write: (items: T[]) => Promise<void>;
  /** An error of the store itself (connection lost, shutting down), not of the rows: retry later. Only these. */
  isTransient: (error: unknown) => boolean;
  /** Stores rows that can never be written, with why. Must not throw. */
  deadLetter: (items: { item: T; error: unknown }[]) => Promise<void>;
  onError: (error: unknown, items: number, retryInMs: number) => void;
}): IngestionBuffer<T> => {
  type Entry = { item: T; settle: (outcome: IngestionOutcome) => void };
  let pending: Entry[] = [];
  let writing: Promise<void> | undefined;
  let startScheduled = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let storeAway = false;
  let retryDelay = options.retryDelayMs;

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

  /** Writes batch after batch until nothing waits or the store fails. */
  const writeWaiting = async () => {
    while (pending.length > 0) {
      const batch = pending.slice(0, options.maxItems);
      const undeliverable: { item: T; error: unknown }[] = [];
      try {
        await writeIsolating(batch.map((entry) => entry.item), undeliverable);
      } catch (error) {
        // The halves written before the store went away are not written twice: writers are idempotent per row.
        storeAway = true;
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
        options.onError(error, batch.length, retryDelay);
        for (const entry of pending) entry.settle('held');
        if (!closed) retryTimer ??= setTimeout(() => void flush(), retryDelay);
        return;
      }
      if (undeliverable.length) await options.deadLetter(undeliverable);
      storeAway = false;
      retryDelay = options.retryDelayMs;
      pending = pending.slice(batch.length);
      for (const entry of batch) entry.settle('stored');
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    writing ??= writeWaiting().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  return {
    add(item) {
      return new Promise<IngestionOutcome>((settle) => {
        pending.push({ item, settle });
        // While the store is away, new items wait for the retry instead of hammering it.
        if (storeAway) return settle('held');
        // Items arriving in the same turn of the event loop share a batch.
        if (!startScheduled) {
          startScheduled = true;
          setImmediate(() => {
            startScheduled = false;
            void flush();
          });
        }
      });
    },
    flush,
    async close() {
      closed = true;
      while (pending.length > 0) {
        const before = pending.length;
        await flush();
        if (pending.length >= before) break;
      }
      clearTimeout(retryTimer);
      for (const entry of pending) entry.settle('held');
    },
    size: () => pending.length,
    isFull: () => pending.length >= options.maxPending,
  };
};
