import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStorageFailure } from '@tiles/api-platform/db/errors';
import { createIngestionBuffer, MAX_RETRY_DELAY_MS } from './ingestion-buffer.js';

const rowError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
const storeAway = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const isTransient = (error: unknown) => (error as { code?: string }).code !== '22021';

afterEach(() => {
  vi.useRealTimers();
});

type BufferOptions<T> = Parameters<typeof createIngestionBuffer<T>>[0];
/** A buffer as the api makes one, with what a test changes. */
const bufferWith = <T>(options: Partial<BufferOptions<T>> & Pick<BufferOptions<T>, 'write'>) =>
  createIngestionBuffer<T>({
    intervalMs: 200,
    maxItems: 100,
    maxPending: 1_000,
    maxUnwritten: 0,
    isTransient: isStorageFailure,
    deadLetter: async () => undefined,
    onError: () => undefined,
    ...options,
  });

describe('ingestion buffer', () => {
  it('writes every good row of a batch that holds bad ones, and sets the bad ones aside with the reason', async () => {
    const written: string[] = [];
    const deadLetters: { item: string; error: unknown }[] = [];
    const buffer = bufferWith<string>({
      write: async (items) => {
        if (items.some((item) => item.startsWith('bad'))) throw rowError;
        written.push(...items);
      },
      isTransient,
      deadLetter: async (items) => void deadLetters.push(...items),
    });
    const items = ['a', 'b', 'bad-1', 'c', 'd', 'e', 'bad-2', 'f'];
    items.forEach((item) => buffer.add(item));
    await buffer.flush();
    expect(written).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(deadLetters).toEqual([
      { item: 'bad-1', error: rowError },
      { item: 'bad-2', error: rowError },
    ]);
    expect(buffer.size()).toBe(0);
    // The next rows are written as usual.
    buffer.add('g');
    await buffer.flush();
    expect(written.at(-1)).toBe('g');
    await buffer.close();
  });

  it('keeps the rows while the store is away, retrying less and less often (up to 30 s), and loses none', async () => {
    vi.useFakeTimers();
    let failuresLeft = 9;
    const written: number[] = [];
    const delays: number[] = [];
    const buffer = bufferWith<number>({
      write: async (items) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw storeAway;
        }
        written.push(...items);
      },
      isTransient,
      deadLetter: async () => {
        throw new Error('a transient failure must not dead-letter');
      },
      onError: (_error, _items, retryInMs) => delays.push(retryInMs),
    });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(200 + 400 + 800 + 1_600 + 3_200 + 6_400 + 12_800 + 25_600 + 30_000 + 30_000);
    expect(delays).toEqual([400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]);
    expect(written).toEqual([1, 2]);
    // Back to the usual pace once a write succeeds.
    buffer.add(3);
    await vi.advanceTimersByTimeAsync(200);
    expect(written).toEqual([1, 2, 3]);
    await buffer.close();
  });

  it('retries only a failure of the store: an error the writer throws on a row (an invalid date) sets that row aside', async () => {
    expect(isStorageFailure(storeAway)).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
    expect(isStorageFailure(rowError)).toBe(false);
    const written: string[] = [];
    const deadLetters: unknown[] = [];
    const buffer = bufferWith<string>({
      write: async (items) => {
        if (items.includes('absurd')) new Date(1e16 * -1).toISOString();
        written.push(...items);
      },
      deadLetter: async (items) => void deadLetters.push(...items.map(({ item, error }) => [item, (error as Error).name])),
    });
    ['a', 'absurd', 'b'].forEach((item) => buffer.add(item));
    await buffer.flush();
    expect(written).toEqual(['a', 'b']);
    expect(deadLetters).toEqual([['absurd', 'RangeError']]);
    expect(buffer.size()).toBe(0);
    await buffer.close();
  });

  it('holds at most maxPending items while the store is away, says it is full, drops none, and takes more once written', async () => {
    vi.useFakeTimers();
    let away = true;
    const written: number[] = [];
    const buffer = bufferWith<number>({
      maxItems: 10,
      maxPending: 25,
      write: async (items) => {
        if (away) throw storeAway;
        written.push(...items);
      },
    });
    for (let item = 0; item < 25; item += 1) buffer.add(item);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(buffer.size()).toBe(25);
    expect(buffer.isFull()).toBe(true);
    away = false;
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(written).toEqual([...Array(25).keys()]);
    expect(buffer.isFull()).toBe(false);
    await buffer.close();
  });

  it('acknowledges an item once its batch is committed (group commit), and at once as held while the store is away', async () => {
    let commit: () => void = () => undefined;
    let away = false;
    const written: string[][] = [];
    const buffer = bufferWith<string>({
      write: async (items) => {
        if (away) throw storeAway;
        await new Promise<void>((resolve) => (commit = resolve));
        written.push(items);
      },
    });
    const outcomes: string[] = [];
    const first = buffer.add('a').then((outcome) => outcomes.push(`a:${outcome}`));
    await new Promise((resolve) => setImmediate(resolve));
    // While 'a' is being written, 'b' and 'c' arrive: they wait, and go together in the next batch.
    const rest = [buffer.add('b'), buffer.add('c')].map((added, index) =>
      added.then((outcome) => outcomes.push(`${'bc'[index]}:${outcome}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcomes).toEqual([]);
    commit();
    await first;
    expect(outcomes).toEqual(['a:stored']);
    await vi.waitFor(() => expect(written).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    commit();
    await Promise.all(rest);
    expect(written).toEqual([['a'], ['b', 'c']]);
    away = true;
    const held = buffer.add('d');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await held).toBe('held');
    expect(await buffer.add('e')).toBe('held');
    expect(buffer.size()).toBe(2);
    away = false;
    const flushed = buffer.flush();
    await vi.waitFor(() => commit !== undefined);
    await new Promise((resolve) => setImmediate(resolve));
    commit();
    await flushed;
    expect(written.at(-1)).toEqual(['d', 'e']);
    await buffer.close();
  });

  it('answers the first maxUnwritten items at once, and the rest only once stored', async () => {
    let commit: () => void = () => undefined;
    let holdWrites = true;
    const buffer = bufferWith<string>({
      maxUnwritten: 2,
      write: () => (holdWrites ? new Promise<void>((resolve) => (commit = resolve)) : Promise.resolve()),
    });
    const outcomes: string[] = [];
    ['a', 'b', 'c', 'd'].forEach((item) => void buffer.add(item).then((outcome) => outcomes.push(`${item}:${outcome}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcomes).toEqual(['a:taken', 'b:taken']);
    holdWrites = false;
    commit();
    await vi.waitFor(() => expect(outcomes).toEqual(['a:taken', 'b:taken', 'c:stored', 'd:stored']));
    // Written: the window is free again.
    expect(await buffer.add('e')).toBe('taken');
    // Nobody waits for it: it is written by itself within the window.
    await vi.waitFor(() => expect(buffer.size()).toBe(0), { timeout: 1_000 });
    await buffer.close();
    expect(buffer.size()).toBe(0);
  });
});
