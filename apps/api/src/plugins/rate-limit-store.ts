import type { Database } from '../db/database';
import { countHit, deleteEndedWindows } from '../modules/rate-limits/rate-limits.repository';

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps counters in the database, so a limit holds across every API
 * instance instead of multiplying with their number. Each route gets its own key space.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    // @fastify/rate-limit passes its options first; only the route key matters here.
    constructor(
      _options?: unknown,
      private readonly routeKey = 'global',
    ) {}

    // The plugin passes the route's window as a third argument (its type declarations omit it).
    incr(key: string, callback: IncrementCallback, timeWindow = 60_000) {
      countHit(db, `${this.routeKey}|${key}`, timeWindow)
        .then(({ hits, windowEndsAt }) => {
          // Now and then, sweep counters whose window has ended.
          if (Math.random() < 0.01) void deleteEndedWindows(db).catch(() => undefined);
          callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - Date.now()) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: unknown) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method ?? '')} ${url ?? ''}`);
    }
  };
}
