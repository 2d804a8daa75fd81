/**
 * `stored`: written (or set aside as undeliverable). `taken`: in the batch being gathered, within the few items
 * acknowledged before they are written. `held`: the store is away; it waits in this process's memory.
 */
export type IngestionOutcome = 'stored' | 'taken' | 'held';

export type IngestionBuffer<T> = {
  /**
   * Resolves at once (`taken`) while fewer than `maxUnwritten` acknowledged items wait to be written, else once the
   * item is stored; at once with `held` while the store is away.
   */
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
 * A write window bounded by time and by count: waiting items are written as one batch (up to `maxItems`) within
 * `intervalMs` of the first of them, and the first `maxUnwritten` are acknowledged at once. Past that count an item
 * is acknowledged only once its batch is committed, and the batch starts at once (group commit). So a crash
 * (kill -9) loses at most `maxUnwritten` acknowledged items, and at most `intervalMs` of them, however high the
 * rate, while at ordinary rates nobody waits for the database and batches stay large enough to be cheap.
 *
 * A batch that fails for any reason but the store's (`isTransient` says no: a row the database refuses, or one
 * the writer itself cannot place) is split in halves until the rows that fail are alone: those go to
 * `deadLetter` with the reason, every other row is written. A batch that fails because the store is away is
 * kept and retried, waiting twice as long each time (up to 30 s): one failing row never blocks everyone's, and an
 * outage is neither lost nor logged 5 times a second. Meanwhile items are acknowledged as `held` at once, and
 * nothing accepted is dropped: once `maxPending` items wait, `isFull` tells the caller to refuse new ones.
 */
export const createIngestionBuffer = <T>(options: {
  /** The longest an item waits for its batch; also the first wait before writing again after the store failed. */
  intervalMs: number;
  maxItems: number;
  /** The most items held while the store is away; memory stays bounded, and nothing accepted is dropped. */
  maxPending: number;
  /** The most items acknowledged before they are stored: what a crash can lose. */
  maxUnwritten: number;
  write: (items: T[]) => Promise<void>;
  /** An error of the store itself (connection lost, shutting down), not of the rows: retry later. Only these. */
  isTransient: (error: unknown) => boolean;
  /** Stores rows that can never be written, with why. Must not throw. */
  deadLetter: (items: { item: T; error: unknown }[]) => Promise<void>;
  onError: (error: unknown, items: number, retryInMs: number) => void;
}): IngestionBuffer<T> => {
  type Entry = { item: T; settle: (outcome: IngestionOutcome) => void; acknowledged: boolean };
  let pending: Entry[] = [];
  /** Items answered before they were stored and not stored yet. */
  let unwritten = 0;
  let writing: Promise<void> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let startScheduled = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let storeAway = false;
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

  const scheduleBatch = () => {
    batchTimer ??= setTimeout(() => {
      batchTimer = undefined;
      void run(false);
    }, options.intervalMs);
  };

  /**
   * Writes batch after batch until nothing waits (`drain`) or the store fails. Otherwise, after its first batch, it
   * goes on at once only while senders wait for their items or a full batch waits; the rest gathers for the next
   * window.
   */
  const writeWaiting = async (drain: boolean) => {
    for (let batches = 0; pending.length > 0; batches += 1) {
      if (!drain && batches > 0 && pending.length < options.maxItems && pending.every((entry) => entry.acknowledged)) {
        scheduleBatch();
        return;
      }
      const batch = pending.slice(0, options.maxItems);
      const undeliverable: { item: T; error: unknown }[] = [];
      try {
        await writeIsolating(
          batch.map((entry) => entry.item),
          undeliverable,
        );
      } catch (error) {
        // The halves written before the store went away are not written twice: writers are idempotent per row.
        storeAway = true;
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
        options.onError(error, batch.length, retryDelay);
        for (const entry of pending) if (!entry.acknowledged) entry.settle('held');
        if (!closed) retryTimer ??= setTimeout(() => void run(true), retryDelay);
        return;
      }
      if (undeliverable.length) await options.deadLetter(undeliverable);
      storeAway = false;
      retryDelay = options.intervalMs;
      pending = pending.slice(batch.length);
      for (const entry of batch) {
        if (entry.acknowledged) unwritten -= 1;
        else entry.settle('stored');
      }
    }
  };

  const run = (drain: boolean): Promise<void> => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    clearTimeout(batchTimer);
    batchTimer = undefined;
    writing ??= writeWaiting(drain).finally(() => {
      writing = undefined;
    });
    return writing;
  };

  /** Writes everything waiting now, after the batch being written, if any. */
  const flush = async (): Promise<void> => {
    for (;;) {
      const current = writing;
      await (current ?? run(true));
      if (!current || pending.length === 0 || storeAway) return;
    }
  };

  return {
    add(item) {
      return new Promise<IngestionOutcome>((settle) => {
        const acknowledged = !storeAway && unwritten < options.maxUnwritten;
        pending.push({ item, settle, acknowledged });
        if (acknowledged) {
          unwritten += 1;
          settle('taken');
        }
        // While the store is away, new items wait for the retry instead of hammering it.
        if (storeAway) return settle('held');
        if (!acknowledged) {
          // Its sender waits: the batch starts now (items arriving in the same turn of the event loop join it).
          if (!startScheduled) {
            startScheduled = true;
            setImmediate(() => {
              startScheduled = false;
              void run(false);
            });
          }
        } else if (!retryTimer && !writing) {
          scheduleBatch();
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
      clearTimeout(batchTimer);
      for (const entry of pending) if (!entry.acknowledged) entry.settle('held');
    },
    size: () => pending.length,
    isFull: () => pending.length >= options.maxPending,
  };
};
