import { refundForBusinessClosure } from '@lull/domain/pricing';
import type { Database } from '../../db/database';
import { upcomingBookingsOfMerchant } from './bookings.repository';

/**
 * What cancelForClosedBusiness would do now, without doing it: the paid bookings it would cancel with their refunds
 * (the same refundForBusinessClosure), and the holds it would release. Delete's confirmation shows it (decision 042).
 */
export async function previewClosureOfBusiness(db: Database, merchantId: string, now: Date) {
  const preview = { cancelled: 0, released: 0, creditsRestoredPence: 0, cardRefundPence: 0 };
  for (const booking of await upcomingBookingsOfMerchant(db, merchantId, now)) {
    if (booking.status !== 'confirmed') {
      preview.released += 1;
      continue;
    }
    const refund = refundForBusinessClosure(booking);
    preview.cancelled += 1;
    preview.creditsRestoredPence += refund.creditsRestoredPence;
    preview.cardRefundPence += refund.cardRefundPence;
  }
  return preview;
}
