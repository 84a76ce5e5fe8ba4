import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { expireLapsedHoldsBatch } from './bookings.repository';

const BATCH_SIZE = 500;

/** Marks every lapsed hold expired; returns how many. The booking flow also does this per service on demand. */
export async function sweepLapsedHolds(db: Database, clock: Clock): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction((tx) => expireLapsedHoldsBatch(tx, clock(), BATCH_SIZE));
    total += expired;
    if (expired < BATCH_SIZE) return total;
  }
}

export function startHoldSweeper(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => void {
  const timer = setInterval(() => {
    sweepLapsedHolds(options.db, options.clock).catch((error: unknown) => options.log.error({ err: error }, 'hold sweep failed'));
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
