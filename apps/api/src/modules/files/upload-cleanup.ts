import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { addDays, type Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { fileStoreOf } from './file-store';
import { deleteUnclaimedUploads } from './uploads.repository';

/** An upload nobody has used within a day was abandoned (a form left half-filled): its bytes go. */
export const UNCLAIMED_UPLOAD_DAYS = 1;
/**
 * Bytes no record names are removed once written this long ago: an upload's bytes are stored a moment before its
 * record, so younger ones may be an upload still on its way.
 */
export const UNNAMED_BYTES_GRACE_MS = 60 * 60_000;

/** Removes abandoned uploads, bytes and all, then any bytes no record names any more; returns how many uploads went. */
export async function removeAbandonedUploads(db: Database, now: Date): Promise<number> {
  const store = fileStoreOf(db);
  const storageKeys = await deleteUnclaimedUploads(db, addDays(now, -UNCLAIMED_UPLOAD_DAYS));
  await store.remove(db, storageKeys);
  await store.sweep(db, new Date(now.getTime() - UNNAMED_BYTES_GRACE_MS));
  return storageKeys.length;
}

/** Safe on every instance at once: each run deletes what is old enough, and a second delete finds nothing. */
export function startUploadCleanupJob(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'upload_cleanup',
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
