import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
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

/** Sweeps every `intervalMs`; the returned function stops it once the sweep in progress has finished. */
export function startHoldSweeper(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'hold_sweeper',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'hold sweep failed',
    task: () => sweepLapsedHolds(options.db, options.clock),
  });
}
