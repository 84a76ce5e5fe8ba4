import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { sendWaitlistNotices } from './waitlist.service';

/** Runs every `intervalMs`; the returned function stops it once the run in progress has finished. */
export function startWaitlistNotices(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number; publicUrl: string }): () => Promise<void> {
  return startPeriodicJob({
    name: 'waitlist_notices',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'waitlist notices failed',
    task: () => sendWaitlistNotices(options.db, options.clock, options.publicUrl),
  });
}
