import type { Database } from '../../db/database';
import { insertRevenueEntry } from './revenue.repository';

/**
 * Pays a salon for a booking it settled (completed or no-show), in the caller's transaction: one ledger entry
 * and the balance moved by it. A second settlement of the same booking violates the ledger's unique index, so
 * the caller's transaction fails rather than paying twice. Returns the new balance in pence.
 */
export async function recordBookingSettlement(
  tx: Database,
  settlement: { merchantId: string; bookingId: string; amountPence: number; description: string; settledByUserId: string },
): Promise<number> {
  return insertRevenueEntry(tx, {
    merchantId: settlement.merchantId,
    type: 'booking_settled',
    amountPence: settlement.amountPence,
    bookingId: settlement.bookingId,
    description: settlement.description,
    createdByUserId: settlement.settledByUserId,
  });
}
