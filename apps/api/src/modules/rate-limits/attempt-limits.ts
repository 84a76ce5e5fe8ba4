import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { countHit } from './rate-limits.repository';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export interface AttemptLimit {
  /** What is counted: each key has its own window (`login-account:priya@example.com`). */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Limits beyond a route's own (which @fastify/rate-limit keeps to one per route): each attempt counts against
 * every limit given, in the database, so they hold across instances; past any of them the caller gets the
 * app's 429.
 */
export function createAttemptLimits(db: Database) {
  return {
    async count(limits: readonly AttemptLimit[]): Promise<void> {
      const counted = await Promise.all(limits.map(({ key, windowMs }) => countHit(db, `attempts|${key}`, windowMs)));
      if (counted.some(({ hits }, index) => hits > limits[index]!.max)) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
