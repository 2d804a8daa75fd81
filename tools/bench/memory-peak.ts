export const mib = (bytes: number) => bytes / 1024 / 1024;

/**
 * Watches this process's memory from now (after a GC, when node runs with --expose-gc), every 20 ms: `stop()` answers
 * the peak growth of RSS and heap over the start, in MiB, and `retainedHeapMiB()` the heap still held after another
 * GC (the peak also counts garbage not collected yet).
 */
export const watchMemory = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  return {
    stop() {
      clearInterval(sampler);
      return { extraRssMiB: mib(peakRss - before.rss), extraHeapMiB: mib(peakHeap - before.heapUsed) };
    },
    retainedHeapMiB() {
      gc?.();
      return mib(process.memoryUsage().heapUsed - before.heapUsed);
    },
  };
};
