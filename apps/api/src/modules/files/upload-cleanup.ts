import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { addDays, type Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { deleteUnclaimedUploads } from './uploads.repository';

/** An upload nobody has used within a day was abandoned (a form left half-filled): its bytes go. */
export const UNCLAIMED_UPLOAD_DAYS = 1;

export async function removeAbandonedUploads(db: Database, now: Date): Promise<number> {
  return deleteUnclaimedUploads(db, addDays(now, -UNCLAIMED_UPLOAD_DAYS));
}

/** Safe on every instance at once: each run deletes what is old enough, and a second delete finds nothing. */
export function startUploadCleanupJob(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    intervalMs: options.intervalMs,
    runAtStart: true,
    log: options.log,
    failureMessage: 'removing abandoned uploads failed',
    task: async () => {
      const removed = await removeAbandonedUploads(options.db, options.clock());
      if (removed > 0) options.log.info({ removed }, 'abandoned uploads removed');
    },
  });
}
