import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new Error('Loading chunk 42 failed.'),
    Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
    new TypeError('error loading dynamically imported module'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it('ignores other errors', () => expect(isChunkLoadError(new Error('boom'))).toBe(false));
});

describe('reloadForChunkError', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
  };

  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ path: '/it-IT', now: 0, storage, reload })).toBe(true);
    expect(reloadForChunkError({ path: '/it-IT', now: 9_999, storage, reload })).toBe(false);
    expect(reloadForChunkError({ path: '/en-GB', now: 9_999, storage, reload })).toBe(true);
    expect(reloadForChunkError({ path: '/it-IT', now: 10_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('survives unreadable storage', () => {
    const storage = { getItem: () => '{not json', setItem: vi.fn() };
    expect(reloadForChunkError({ path: '/', now: 0, storage, reload: vi.fn() })).toBe(true);
  });
});
