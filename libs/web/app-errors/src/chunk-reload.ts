export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'tiles:chunk-reloads';

/** Errors a browser gives when a lazily loaded chunk is gone (usually: a new build replaced it). */
export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
};

type ChunkReloadDeps = {
  path: string;
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
};

/**
 * Reloads the page to pick up the new build, at most once per 10 s per path, so a chunk that is really missing
 * shows the error screen instead of reloading forever. Returns whether it reloaded.
 */
export const reloadForChunkError = ({ path, now, storage, reload }: ChunkReloadDeps): boolean => {
  let reloads: Record<string, number>;
  try {
    reloads = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    reloads = {};
  }
  const last = reloads[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  reloads[path] = now;
  storage.setItem(STORAGE_KEY, JSON.stringify(reloads));
  reload();
  return true;
};
