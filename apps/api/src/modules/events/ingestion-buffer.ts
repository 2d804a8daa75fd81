export type IngestionBuffer<T> = {
  add: (item: T) => void;
  /** Writes what is waiting now; resolves when it is stored. */
  flush: () => Promise<void>;
  /** Flushes everything and stops the timer (graceful shutdown). */
  close: () => Promise<void>;
  size: () => number;
};

/**
 * Collects items in memory and writes them as one batch every `intervalMs` or as soon as `maxItems` wait,
 * whichever comes first. Batches are written one at a time, in arrival order; a failed batch is logged and
 * retried with the next one rather than dropped.
 */
export const createIngestionBuffer = <T>(options: {
  intervalMs: number;
  maxItems: number;
  write: (items: T[]) => Promise<void>;
  onError: (error: unknown, items: number) => void;
}): IngestionBuffer<T> => {
  let pending: T[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending.slice(0, options.maxItems);
      try {
        await options.write(batch);
        pending = pending.slice(batch.length);
      } catch (error) {
        options.onError(error, batch.length);
        // Keep the batch for the next attempt, but do not hold more than ten batches' worth.
        if (pending.length > options.maxItems * 10) pending = pending.slice(pending.length - options.maxItems * 10);
        if (!closed) schedule();
        return;
      }
      if (pending.length > 0) void flush();
    });
    return writing;
  };

  const schedule = () => {
    if (!timer) timer = setTimeout(() => void flush(), options.intervalMs);
  };

  return {
    add(item) {
      pending.push(item);
      if (pending.length >= options.maxItems) void flush();
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
  };
};
