import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';

describe('the page cache', () => {
  const page = (html: string) => ({ statusCode: 200, html });

  it('keeps a page until its time is up or everything is invalidated', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1_000, now: () => now });
    cache.set('/it-IT', page('a'));
    now = 999;
    expect(cache.get('/it-IT')?.html).toBe('a');
    now = 1_000;
    expect(cache.get('/it-IT')).toBeUndefined();
    cache.set('/it-IT', page('b'));
    cache.invalidate();
    expect(cache.get('/it-IT')).toBeUndefined();
  });

  it('holds at most so many pages, dropping the oldest first', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.set('/a', page('a2'));
    cache.set('/c', page('c'));
    expect([cache.get('/a')?.html, cache.get('/b')?.html, cache.get('/c')?.html]).toEqual([undefined, 'b', 'c']);
  });
});
