const pending = new Set<Promise<unknown>>();

/**
 * Work a request starts but does not wait for (a cache refresh, say). Shutdown waits for it before closing
 * the database, so it never meets a closed pool half-way through.
 */
export function inBackground<T>(work: Promise<T>): Promise<T> {
  pending.add(work);
  const forget = () => pending.delete(work);
  work.then(forget, forget);
  return work;
}

/** Resolves once every piece of background work, including any started meanwhile, has settled. */
export async function backgroundWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
