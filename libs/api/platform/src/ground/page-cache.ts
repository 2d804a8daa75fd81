/** An anonymous page as the server rendered it: the same for every visitor until content, maintenance or the build changes. */
export type CachedPage = { statusCode: number; html: string };

export type PageCache<Value = CachedPage> = {
  get(key: string): Value | undefined;
  set(key: string, page: Value): void;
  /** Published content or maintenance changed: every kept page is dropped at once. */
  invalidate(): void;
  /** Another cache of the same content, dropped with this one. */
  onInvalidate(listener: () => void): void;
};

/**
 * The server-rendered pages of visitors who are not signed in, kept per URL and build, so an anonymous page costs
 * about what a JSON answer costs. This instance drops them all when content is published or maintenance switches;
 * `ttlMs` bounds what another instance (or a course passing its expiry) may show stale.
 */
export const createPageCache = <Value = CachedPage>({
  ttlMs = 10_000,
  maxEntries = 500,
  now = () => Date.now(),
} = {}): PageCache<Value> => {
  const pages = new Map<string, { page: Value; expiresAt: number }>();
  const listeners: (() => void)[] = [];
  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.page;
      pages.delete(key);
      return undefined;
    },
    set(key, page) {
      // The oldest entry goes first: a crawler's endless URLs cannot grow the cache.
      if (!pages.has(key) && pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, expiresAt: now() + ttlMs });
    },
    invalidate() {
      pages.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
};
