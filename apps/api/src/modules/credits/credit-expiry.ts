import { CREDIT_EXPIRY_WARNING_DAYS, creditAmountLabel, creditExpiryLabel, expiringWithin, lapsedAt } from '@lull/domain/credits';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { addDays, type Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { notify } from '../notifications/notifications.service';
import { claimLapsedGrants, findGrantsToWarn, insertCreditAllocations, insertCreditEntry, markGrantWarned, type LapsedGrant } from './credits.repository';
import { creditGrantBalances } from './credits.service';

const BATCH_SIZE = 200;

export interface CreditExpiryRun {
  /** Expiry entries written. */
  expired: number;
  /** Warnings sent (one per grant, 3 days ahead). */
  warned: number;
}

function byUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

/** One batch in one transaction: the claimed grants stay locked until their expiries are committed. */
async function expireBatch(db: Database, now: Date): Promise<{ claimed: number; written: number }> {
  return db.transaction(async (tx) => {
    const claimed = await claimLapsedGrants(tx, now, BATCH_SIZE);
    let written = 0;
    for (const [userId, grants] of byUser(claimed)) {
      const mine = new Map<string, LapsedGrant>(grants.map((grant) => [grant.id, grant]));
      // Read after the claim: what is left now, including a spend or an expiry committed a moment ago.
      for (const draw of lapsedAt(await creditGrantBalances(tx, userId), now)) {
        const grant = mine.get(draw.grantId);
        if (!grant) continue;
        const debitId = await insertCreditEntry(tx, {
          userId,
          type: 'expired',
          amountPence: -draw.amountPence,
          description: `Expired: ${grant.description}`,
          referenceType: 'credit_grant',
          referenceId: grant.id,
        });
        await insertCreditAllocations(tx, debitId, [draw]);
        written += 1;
      }
    }
    return { claimed: claimed.length, written };
  });
}

/** Tells owners about credit that expires within 3 days, once per grant (the warnings table remembers). */
async function warnBatch(db: Database, now: Date): Promise<{ found: number; warned: number }> {
  return db.transaction(async (tx) => {
    const candidates = await findGrantsToWarn(tx, now, addDays(now, CREDIT_EXPIRY_WARNING_DAYS), BATCH_SIZE);
    let warned = 0;
    for (const [userId, grants] of byUser(candidates)) {
      const wanted = new Set(grants.map((grant) => grant.id));
      for (const grant of expiringWithin(await creditGrantBalances(tx, userId), now)) {
        if (!wanted.has(grant.id) || !(await markGrantWarned(tx, grant.id, now))) continue;
        const amount = creditAmountLabel(grant.remainingPence);
        await notify(tx, {
          userId,
          type: 'credit_expiring',
          title: `Your ${amount} credit expires soon`,
          message: `${amount} of your Lull credit expires on ${creditExpiryLabel(grant.expiresAt!)}. Use it on any booking before then.`,
        });
        warned += 1;
      }
    }
    return { found: candidates.length, warned };
  });
}

/**
 * Writes an `expired` entry (drawn from the grant) for what is left of every grant lapsed at `now`, and
 * warns about credit expiring within 3 days. Safe to run on every API instance at once, and again: grants
 * are claimed with SKIP LOCKED, an expiry is written only for what is still left (a unique index allows one
 * per grant), and a warning only when its row in credit_expiry_warnings is new.
 */
export async function expireCredits(db: Database, now: Date): Promise<CreditExpiryRun> {
  let expired = 0;
  for (;;) {
    const batch = await expireBatch(db, now);
    expired += batch.written;
    if (batch.claimed < BATCH_SIZE || batch.written === 0) break;
  }
  let warned = 0;
  for (;;) {
    const batch = await warnBatch(db, now);
    warned += batch.warned;
    if (batch.found < BATCH_SIZE || batch.warned === 0) break;
  }
  return { expired, warned };
}

/** Runs the job now and then every `intervalMs` (one run at a time per instance); stopping waits for the run in progress. */
export function startCreditExpiryJob(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'credit_expiry',
    intervalMs: options.intervalMs,
    runAtStart: true,
    log: options.log,
    failureMessage: 'credit expiry failed',
    task: async () => {
      const result = await expireCredits(options.db, options.clock());
      if (result.expired > 0 || result.warned > 0) options.log.info(result, 'credit expiry run');
    },
  });
}
