import type { SalonCancelled } from '@lull/domain/contracts/merchant-bookings';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney, penceToPounds } from '@lull/domain/money';
import { refundForSalonCancellation, SALON_BOOKING_CANCELLED, SALON_CANNOT_CHANGE, salonCanChange, salonRefundWords } from '@lull/domain/salon-booking-changes';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { refundSpentCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { bookingCancellationEvent, bookingCancelledBySalonMail } from '../mail/templates/booking-cancelled-by-salon';
import { notify } from '../notifications/notifications.service';
import { tellAdministrators } from '../users';
import { recordBookingEvent } from './booking-events.repository';
import { insertRefundRequest } from './bookings.repository';
import { toMerchantBookingDtos } from './merchant-booking-dto';
import { findMerchantBooking, markCancelledBySalon, withdrawPendingMoveProposal } from './merchant-bookings.repository';
import { BOOKING_CHANGED } from './move-booking';
import { salonOwnBooking } from './salon-own-booking';

/**
 * The salon cancels a confirmed booking still to come, with a reason (decision 051). The customer did nothing to lose
 * it, so everything comes back, Lull's fee included, whenever it happens: the credit part to their credit at once and
 * the card part as a refund request our team completes through the gateway (decision 041). The booking, its timeline,
 * the refund, the bells and the customer's mail are one transaction; the conditional UPDATE and the one cancellation
 * refund a booking may have make a second press (or the customer's cancellation racing it) a 409 that changes nothing.
 */
export async function cancelBookingBySalon({ db, clock, config }: AppContext, actor: Authenticated, bookingId: string, reason: string): Promise<SalonCancelled> {
  const { found, merchant } = await salonOwnBooking(db, actor, bookingId);
  const { booking } = found;
  const now = clock();
  if (!salonCanChange(booking, now)) throw new AppError('CONFLICT', SALON_CANNOT_CHANGE);
  const refund = refundForSalonCancellation(booking);
  const when = formatLondonDateTime(booking.bookingDate, booking.bookingTime);

  await db.transaction(async (tx) => {
    if (!(await markCancelledBySalon(tx, booking, reason, now))) throw new AppError('CONFLICT', BOOKING_CHANGED);
    // An offer of another time still waiting is void: there is no booking left to move.
    await withdrawPendingMoveProposal(tx, booking.id, now);
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'cancelled_by_salon',
      actor: 'merchant',
      actorUserId: actor.user.id,
      fromDate: booking.bookingDate,
      fromTime: booking.bookingTime,
      fromTeamMemberId: booking.teamMemberId,
      reason,
      createdAt: now,
    });
    if (refund.creditsRestoredPence > 0) {
      await refundSpentCredit(tx, booking.userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: ${found.serviceName} cancelled by ${merchant.businessName}` }, now);
    }
    const refundRequestId = await insertRefundRequest(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      reason: 'salon_cancellation',
      totalPaidPence: booking.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence,
      cardRefundPence: refund.cardRefundPence,
      creditsRestoredPence: refund.creditsRestoredPence,
      adminNotes: 'Cancelled by the salon: refund in full, booking fee included.',
    });
    await tellAdministrators(tx, {
      type: 'refund_due',
      title: 'Refund due',
      message:
        refund.cardRefundPence > 0
          ? `${merchant.businessName} cancelled ${found.serviceName} on ${when}: ${formatPenceAsMoney(refund.cardRefundPence)} goes back to the customer's card when you mark the refund complete.`
          : `${merchant.businessName} cancelled ${found.serviceName} on ${when}: nothing goes back to a card; mark the refund complete to close it.`,
      decision: { kind: 'refund_request', refundRequestId, bookingId: booking.id },
    });
    await notify(tx, {
      userId: booking.userId,
      type: 'booking_cancelled',
      title: `Cancelled by ${merchant.businessName}`,
      message: `${merchant.businessName} cancelled your ${found.serviceName} on ${when}: "${reason}". ${salonRefundWords(refund)}`,
      link: `/my-bookings#booking-${booking.id}`,
    });
    if (found.email) {
      const mail = bookingCancelledBySalonMail({
        firstName: found.firstName,
        serviceName: found.serviceName,
        businessName: merchant.businessName,
        teamMemberName: found.teamMemberName,
        date: booking.bookingDate,
        time: booking.bookingTime,
        reason,
        ...refund,
        bookAgainUrl: `${config.publicUrl}/booking/${booking.serviceId}`,
        bookingsUrl: `${config.publicUrl}/my-bookings#booking-${booking.id}`,
      });
      // The customer's calendar drops the event its confirmation invite put there (one sequence past the booking's own).
      const cancellation = bookingCancellationEvent({ bookingId: booking.id, serviceName: found.serviceName, businessName: merchant.businessName, startsAt: booking.startsAt, endsAt: booking.endsAt }, now, booking.calendarSequence + 1);
      await enqueueMail(tx, { to: found.email, ...mail, attachments: [cancellation] });
    }
  });

  const cancelled = (await findMerchantBooking(db, booking.id))!;
  return {
    booking: (await toMerchantBookingDtos(db, [cancelled], now))[0]!,
    credits_restored: penceToPounds(refund.creditsRestoredPence),
    card_refund: penceToPounds(refund.cardRefundPence),
    message: SALON_BOOKING_CANCELLED,
  };
}
