import { cancellationAfterSalonMove, customerCanCancel } from '@lull/domain/booking-status';
import { CANNOT_CANCEL_WITHIN_NOTICE } from '@lull/domain/cancellation-notice';
import { formatPenceAsMoney, penceToPounds } from '@lull/domain/money';
import { cancellationOutcome, refundForBusinessClosure, refundForCancellation } from '@lull/domain/pricing';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { refundSpentCredit } from '../credits/credits.service';
import { tellSalonOfBooking } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { tellAdministrators } from '../users';
import { ownBooking, toBookingDto } from './booking-rows';
import { findUserBooking, insertRefundRequest, markCancelled } from './bookings.repository';
import { listMoveProposalsOf } from './customer-move-proposals.repository';

/**
 * The customer cancels: at least 24 hours ahead, credits come back at once and the card part becomes a
 * refund request for an admin; within 24 hours nothing is refunded and the cancellation is refused.
 */
export async function cancelBooking({ db, clock, config }: AppContext, userId: string, bookingId: string) {
  const now = clock();
  const row = await ownBooking(db, userId, bookingId);
  const { booking } = row;
  const decision = customerCanCancel(booking, now);
  // The salon asked to move this booking and the customer has not taken the new time: they may walk away whenever
  // before the start, with everything back, Lull's fee included (decision 051).
  const salonMoved = booking.status === 'confirmed' && cancellationAfterSalonMove((await listMoveProposalsOf(db, [booking.id])).map((found) => found.proposal));
  const freeOfCharge = salonMoved && (decision.allowed || decision.reason === 'within_24_hours');
  if (!decision.allowed && !freeOfCharge) {
    const message = decision.reason === 'within_24_hours' ? CANNOT_CANCEL_WITHIN_NOTICE : 'This booking can no longer be cancelled.';
    throw new AppError('CONFLICT', message);
  }
  const paid = booking.status === 'confirmed';
  const refund = !paid
    ? { eligible: true, creditsRestoredPence: 0, cardRefundPence: 0 }
    : freeOfCharge
      ? refundForBusinessClosure(booking)
      : refundForCancellation({ booking, now });
  await db.transaction(async (tx) => {
    if (!(await markCancelled(tx, booking.id, booking.status, now))) throw new AppError('CONFLICT', 'This booking has already changed. Please reload.');
    if (refund.creditsRestoredPence > 0) {
      await refundSpentCredit(tx, userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: cancelled ${row.serviceName}` }, now);
    }
    if (paid) {
      const refundRequestId = await insertRefundRequest(tx, {
        bookingId: booking.id,
        userId,
        totalPaidPence: booking.finalPricePence,
        creditsUsedPence: booking.creditsUsedPence,
        cardRefundPence: refund.cardRefundPence,
        creditsRestoredPence: refund.creditsRestoredPence,
      });
      // The team completes every refund request (decision 041: the bell says so, opens it, and clears when done).
      await tellAdministrators(tx, {
        type: 'refund_due',
        title: 'Refund due',
        message:
          refund.cardRefundPence > 0
            ? `${row.serviceName} at ${row.merchantBusinessName} was cancelled in time: ${formatPenceAsMoney(refund.cardRefundPence)} goes back to the customer's card when you mark the refund complete.`
            : `${row.serviceName} at ${row.merchantBusinessName} was cancelled in time: nothing goes back to a card; mark the refund complete to close it.`,
        decision: { kind: 'refund_request', refundRequestId, bookingId: booking.id },
      });
      await notify(tx, {
        userId,
        type: 'booking_cancelled',
        title: 'Booking cancelled',
        message: `${row.serviceName} at ${row.merchantBusinessName} is cancelled. ${cancellationOutcome({ paid, ...refund })}`,
      });
      await tellSalonOfBooking(tx, config.publicUrl, {
        merchantId: booking.merchantId,
        event: 'cancelled',
        customerName: [booking.guestFirstName, booking.guestLastName].filter(Boolean).join(' ') || 'A customer',
        serviceName: row.serviceName,
        teamMemberName: row.teamMemberName,
        date: booking.bookingDate,
        time: booking.bookingTime,
      });
    }
  });
  return {
    booking: toBookingDto((await findUserBooking(db, userId, booking.id))!),
    credits_restored: penceToPounds(refund.creditsRestoredPence),
    card_refund: penceToPounds(refund.cardRefundPence),
    message: `Booking cancelled. ${cancellationOutcome({ paid, ...refund })}`,
  };
}
