import { AUDIT_TARGET_NAME } from '@lull/domain/audit-summary';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { formatPenceAsMoney, penceToPounds, type Pence } from '@lull/domain/money';
import { refundForSalonCancellation, salonRefundWords } from '@lull/domain/salon-booking-changes';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { refundSpentCredit } from '../credits/credits.service';
import { enqueueMail } from '../mail/mail.service';
import { bookingCancellationEvent, bookingCancelledBySalonMail } from '../mail/templates/booking-cancelled-by-salon';
import { notify } from '../notifications/notifications.service';
import { tellAdministrators } from '../users';
import { recordBookingEvent } from './booking-events.repository';
import type { BookingRow } from './bookings.repository';
import { insertRefundRequest } from './bookings.repository';
import { markCancelledWithFullRefund, withdrawPendingMoveProposal } from './merchant-bookings.repository';
import { BOOKING_CHANGED } from './move-booking';

/** Who cancels with everything given back: the salon (in its own name) or an admin (in Lull's). */
export type FullRefundCanceller = 'salon' | 'admin';

/** The booking as the canceller saw it, with the names the customer is told. */
export interface BookingToCancel {
  booking: Pick<
    BookingRow,
    'id' | 'userId' | 'serviceId' | 'teamMemberId' | 'bookingDate' | 'bookingTime' | 'startsAt' | 'endsAt' | 'calendarSequence' | 'finalPricePence' | 'creditsUsedPence'
  >;
  serviceName: string;
  businessName: string;
  teamMemberName: string;
  firstName: string;
  email: string | null;
}

/** What differs between the salon's cancellation and an admin's: who the customer, the ledger and the admins read. */
const VOICES = {
  salon: {
    cancelledBy: 'merchant',
    event: { kind: 'cancelled_by_salon', actor: 'merchant' },
    refundReason: 'salon_cancellation',
    adminNotes: 'Cancelled by the salon: refund in full, booking fee included.',
    by: (businessName: string) => businessName,
  },
  admin: {
    cancelledBy: 'admin',
    event: { kind: 'cancelled_by_admin', actor: 'admin' },
    refundReason: 'admin_cancellation',
    adminNotes: 'Cancelled by Lull: refund in full, booking fee included.',
    by: () => 'Lull',
  },
} as const;

/**
 * Cancels a confirmed booking still to come and gives the customer everything back, Lull's fee included (decisions 051
 * and 056): the one home of that rule, whether the salon cancels or an admin does. The credit part goes back to their
 * credit at once and the card part becomes a refund request our team completes through the gateway (decision 041).
 * The booking, its timeline, the refund, the bells, the customer's mail and (for an admin) the audit row are one
 * transaction; the conditional UPDATE and the one cancellation refund a booking may have make a second press (or the
 * customer's cancellation racing it) a 409 that changes nothing. The caller has checked the booking may be cancelled.
 */
export async function cancelBookingWithFullRefund(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  actor: Authenticated,
  canceller: FullRefundCanceller,
  { booking, serviceName, businessName, teamMemberName, firstName, email }: BookingToCancel,
  reason: string,
  now: Date,
): Promise<{ creditsRestoredPence: Pence; cardRefundPence: Pence }> {
  const voice = VOICES[canceller];
  const refund = refundForSalonCancellation(booking);
  const when = formatLondonDateTime(booking.bookingDate, booking.bookingTime);
  const by = voice.by(businessName);

  await db.transaction(async (tx) => {
    if (!(await markCancelledWithFullRefund(tx, booking, voice.cancelledBy, reason, now))) throw new AppError('CONFLICT', BOOKING_CHANGED);
    // An offer of another time still waiting is void: there is no booking left to move.
    await withdrawPendingMoveProposal(tx, booking.id, now);
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      ...voice.event,
      actorUserId: actor.user.id,
      fromDate: booking.bookingDate,
      fromTime: booking.bookingTime,
      fromTeamMemberId: booking.teamMemberId,
      reason,
      createdAt: now,
    });
    if (refund.creditsRestoredPence > 0) {
      await refundSpentCredit(tx, booking.userId, refund.creditsRestoredPence, { type: 'booking', id: booking.id, description: `Credit returned: ${serviceName} cancelled by ${by}` }, now);
    }
    const refundRequestId = await insertRefundRequest(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      reason: voice.refundReason,
      totalPaidPence: booking.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence,
      cardRefundPence: refund.cardRefundPence,
      creditsRestoredPence: refund.creditsRestoredPence,
      adminNotes: voice.adminNotes,
    });
    const what = canceller === 'salon' ? `${businessName} cancelled ${serviceName} on ${when}` : `Lull cancelled ${serviceName} at ${businessName} on ${when}`;
    await tellAdministrators(tx, {
      type: 'refund_due',
      title: 'Refund due',
      message:
        refund.cardRefundPence > 0
          ? `${what}: ${formatPenceAsMoney(refund.cardRefundPence)} goes back to the customer's card when you mark the refund complete.`
          : `${what}: nothing goes back to a card; mark the refund complete to close it.`,
      decision: { kind: 'refund_request', refundRequestId, bookingId: booking.id },
    });
    await notify(tx, {
      userId: booking.userId,
      type: 'booking_cancelled',
      title: `Cancelled by ${by}`,
      message:
        canceller === 'salon'
          ? `${businessName} cancelled your ${serviceName} on ${when}: "${reason}". ${salonRefundWords(refund)}`
          : `We cancelled your ${serviceName} at ${businessName} on ${when}: "${reason}". ${salonRefundWords(refund)}`,
      link: `/my-bookings#booking-${booking.id}`,
    });
    if (email) {
      const mail = bookingCancelledBySalonMail({
        cancelledBy: canceller,
        firstName,
        serviceName,
        businessName,
        teamMemberName,
        date: booking.bookingDate,
        time: booking.bookingTime,
        reason,
        ...refund,
        bookAgainUrl: `${config.publicUrl}/booking/${booking.serviceId}`,
        bookingsUrl: `${config.publicUrl}/my-bookings#booking-${booking.id}`,
      });
      // The customer's calendar drops the event its confirmation invite put there (one sequence past the booking's own).
      const cancellation = bookingCancellationEvent({ bookingId: booking.id, serviceName, businessName, startsAt: booking.startsAt, endsAt: booking.endsAt }, now, booking.calendarSequence + 1);
      await enqueueMail(tx, { to: email, ...mail, attachments: [cancellation] });
    }
    if (canceller === 'admin') {
      await recordAdminAction(tx, actor, {
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: booking.id,
        before: { status: 'confirmed' },
        after: {
          [AUDIT_TARGET_NAME]: `${serviceName} at ${businessName}, ${when}`,
          status: 'cancelled',
          card_refund: penceToPounds(refund.cardRefundPence),
          credits_restored: penceToPounds(refund.creditsRestoredPence),
        },
        note: reason,
      });
    }
  });
  return refund;
}
