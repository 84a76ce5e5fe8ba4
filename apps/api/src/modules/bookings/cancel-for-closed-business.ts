import { formatLondonDateTime } from '@lull/domain/london-format';
import { refundForBusinessClosure } from '@lull/domain/pricing';
import type { Database } from '../../db/database';
import { refundSpentCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { bookingCancelledByLullMail } from '../mail/templates/booking-cancelled-by-lull';
import { notify } from '../notifications/notifications.service';
import { insertRefundRequest, lockUpcomingBookingsOfMerchant, markCancelledByLull } from './bookings.repository';

/**
 * A business is leaving Lull (an admin deleted it, decision 016): its bookings still to come are cancelled in the
 * caller's transaction. A paid one is refunded in full by the customer-cancellation path's own means (credit
 * back on the ledger now, the card payment as a refund request an admin completes), and the customer is told by
 * notification and mail; an unpaid hold is simply released. Answers how many of each.
 */
export async function cancelForClosedBusiness(tx: Database, merchantId: string, now: Date, publicUrl: string): Promise<{ cancelled: number; released: number }> {
  let cancelled = 0;
  let released = 0;
  for (const row of await lockUpcomingBookingsOfMerchant(tx, merchantId, now)) {
    const { booking } = row;
    if (!(await markCancelledByLull(tx, booking.id, booking.status, now))) continue;
    if (booking.status !== 'confirmed') {
      released += 1;
      continue;
    }
    cancelled += 1;
    const refund = refundForBusinessClosure(booking);
    if (refund.creditsRestoredPence > 0) {
      await refundSpentCredit(tx, booking.userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: ${row.serviceName} cancelled by Lull` }, now);
    }
    await insertRefundRequest(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      totalPaidPence: booking.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence,
      cardRefundPence: refund.cardRefundPence,
      creditsRestoredPence: refund.creditsRestoredPence,
      adminNotes: 'Business removed from Lull: refund in full.',
    });
    const mail = bookingCancelledByLullMail({
      firstName: booking.guestFirstName ?? row.customerFirstName,
      serviceName: row.serviceName,
      businessName: row.merchantBusinessName,
      date: booking.bookingDate,
      time: booking.bookingTime,
      creditsRestoredPence: refund.creditsRestoredPence,
      cardRefundPence: refund.cardRefundPence,
      bookingsUrl: `${publicUrl}/my-bookings`,
    });
    await notify(tx, {
      userId: booking.userId,
      type: 'booking_cancelled',
      title: 'Booking cancelled by Lull',
      message: `${row.merchantBusinessName} is no longer on Lull, so ${row.serviceName} on ${formatLondonDateTime(booking.bookingDate, booking.bookingTime)} is cancelled and refunded in full.`,
    });
    const to = booking.guestEmail ?? row.customerEmail;
    if (to) await enqueueMail(tx, { to, ...mail });
  }
  return { cancelled, released };
}
