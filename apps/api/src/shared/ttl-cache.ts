import { inBackground } from './background-work';

/**
 * A small in-process cache whose answers stay fresh for `ttlMs`. Concurrent misses for one key share a
 * single load. After that an answer may still be served for another `ttlMs` while one background load
 * replaces it (stale-while-revalidate), so a busy page never waits for a slow query after expiry.
 */
export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { freshUntil: number; staleUntil: number; value: Promise<T>; refreshing: boolean }>();

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    if (entries.size >= options.maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value as string);
    const value = loader();
    const at = now();
    entries.set(key, { freshUntil: at + options.ttlMs, staleUntil: at + 2 * options.ttlMs, value, refreshing: false });
    // A failed load is not remembered.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }

  return {
    get(key: string, loader: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return loader();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.freshUntil > at) return hit.value;
      if (hit && hit.staleUntil > at) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          // Nobody awaits a refresh; shutdown must, before it closes the database.
          const next = inBackground(loader());
          next.then(
            () => entries.set(key, { freshUntil: now() + options.ttlMs, staleUntil: now() + 2 * options.ttlMs, value: next, refreshing: false }),
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value;
      }
      return load(key, loader);
    },
    clear: () => entries.clear(),
  };
}
