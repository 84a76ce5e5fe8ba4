import { CANCELLATION_NOTICE_WORDS } from '@lull/domain/cancellation-notice';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { settlementAmount } from '@lull/domain/merchant-bookings';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { recordBookingSettlement } from '../revenue/revenue.service';
import { lockLateCancellationsDue, markLateCancellationSettled } from './bookings.repository';

const BATCH_SIZE = 200;

/**
 * Settles to the salon, like a no-show, every paid booking cancelled within 24 hours of its start (the customer got
 * nothing back, so the salon keeps its payout: provider agreement, decision 020) once the appointment time has
 * passed; returns how many. Each batch is one transaction: the booking is marked and the ledger written together.
 */
export async function settleLateCancellations(db: Database, clock: Clock): Promise<number> {
  let total = 0;
  for (;;) {
    const settled = await db.transaction(async (tx) => {
      const now = clock();
      const due = await lockLateCancellationsDue(tx, now, BATCH_SIZE);
      for (const { booking, serviceName } of due) {
        const amountPence = settlementAmount(booking);
        if (amountPence > 0) {
          await recordBookingSettlement(tx, {
            merchantId: booking.merchantId,
            bookingId: booking.id,
            amountPence,
            description: `${serviceName}, ${formatLondonDateTime(booking.bookingDate, booking.bookingTime)} (cancelled within ${CANCELLATION_NOTICE_WORDS})`,
            settledByUserId: null,
          });
        }
        await markLateCancellationSettled(tx, booking.id, now);
      }
      return due.length;
    });
    total += settled;
    if (settled < BATCH_SIZE) return total;
  }
}

/** Runs every `intervalMs`; the returned function stops it once the run in progress has finished. */
export function startLateCancellationSettlement(options: { db: Database; clock: Clock; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'late_cancellation_settlement',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'late cancellation settlement failed',
    task: () => settleLateCancellations(options.db, options.clock),
  });
}
