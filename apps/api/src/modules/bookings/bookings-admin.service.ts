import { isHighValue, isRefundDue, paymentLabel, processingSplitNote } from '@lull/domain/admin-booking-labels';
import { toApiStatus } from '@lull/domain/booking-status';
import { CANCELLATION_NOTICE_WORDS } from '@lull/domain/cancellation-notice';
import type { AdminBooking, AdminBookingCancelled, AdminBookingDetail, AdminBookingsPage, adminBookingsQuerySchema } from '@lull/domain/contracts/admin-bookings';
import { PERSON_NOT_FOUND } from '@lull/domain/contracts/admin-person';
import { pageOffset } from '@lull/domain/contracts/paging';
import { NO_PAYOUT_REASONS, salonPayout } from '@lull/domain/merchant-bookings';
import { penceToPounds } from '@lull/domain/money';
import { ADMIN_BOOKING_CANCELLED, fullRefundCancellationRefusal } from '@lull/domain/salon-booking-changes';
import { reminderDueAt, reminderStatus, remindedForCurrentStart } from '@lull/domain/reminders';
import type { z } from 'zod';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { bookingEventLine, type BookingEventActor } from '@lull/domain/booking-timeline';
import { listBookingEvents } from './booking-events.repository';
import { findUserById } from '../users';
import { type AdminBookingRow, findAdminBooking, findBookingPayment, findReminderMail, listAdminBookingsPage, listCustomerBookingsPage } from './bookings-admin.repository';
import { cancelBookingByAdmin } from './cancel-booking-by-admin';

export const adminBookingMessages = { notFound: 'Booking not found.' };

type ListQuery = z.output<typeof adminBookingsQuerySchema>;
type Timeline = AdminBookingDetail['timeline'];

const fullName = (first: string, last: string) => [first, last].filter((part) => part.trim() !== '').join(' ') || 'No name provided';

function toAdminBooking(row: Pick<AdminBookingRow, 'booking' | 'firstName' | 'lastName' | 'email' | 'serviceName' | 'businessName' | 'teamMemberName'>, refund: 'pending' | 'completed' | null): AdminBooking {
  const { booking } = row;
  return {
    id: booking.id,
    user_id: booking.userId,
    user_name: fullName(row.firstName, row.lastName),
    user_email: row.email ?? '',
    merchant_id: booking.merchantId,
    merchant_business_name: row.businessName,
    service_id: booking.serviceId,
    service_name: row.serviceName,
    team_member_name: row.teamMemberName,
    final_price: penceToPounds(booking.finalPricePence),
    booking_date: booking.bookingDate,
    booking_time: booking.bookingTime,
    created_at: booking.createdAt.toISOString(),
    status: toApiStatus(booking.status),
    // A booking was paid once it was confirmed; a cancellation of an unpaid hold never was.
    payment_label: paymentLabel({ status: booking.status, paid: booking.confirmedAt !== null, refund }),
    refund_due: isRefundDue(refund),
    high_value: isHighValue(booking.finalPricePence),
  };
}

/** The 24-hour reminder's state for the dialog (decision 026): the outbox says what became of a sent one. */
async function reminderOf(db: AppContext['db'], booking: AdminBookingRow['booking'], now: Date): Promise<AdminBookingDetail['reminder']> {
  const reminded = remindedForCurrentStart(booking);
  const mail = reminded && booking.reminderOutboxId ? await findReminderMail(db, booking.reminderOutboxId) : undefined;
  const status = reminderStatus(booking, mail?.status ?? null, now);
  const at = {
    sent: mail?.sentAt ?? null,
    queued: mail?.createdAt ?? null,
    failed: mail?.createdAt ?? null,
    not_due: reminderDueAt(booking.startsAt),
    none: null,
  }[status];
  return { status, at: at?.toISOString() ?? null, error: status === 'failed' ? (mail?.lastError ?? null) : null };
}

/**
 * The Bookings sub-tab and the booking dialog, a person's bookings in the admin's view of them,
 * and the one change an admin makes to a booking: cancelling it with everything given back (decision 056).
 */
export function createBookingsAdminService(context: AppContext) {
  const { db, clock } = context;
  const service = {
    async list(query: ListQuery): Promise<AdminBookingsPage> {
      const { rows, total, all } = await listAdminBookingsPage(db, {
        filter: { q: query.q, status: query.status, date: query.date, reminder: query.reminder },
        limit: query.page_size,
        offset: pageOffset(query),
      });
      return { items: rows.map((row) => toAdminBooking(row, row.refund?.status ?? null)), total, page: query.page, page_size: query.page_size, all_bookings: all };
    },

    /** GET /api/admin/users/{id}/bookings: one person's bookings under the list's own filters, latest appointment first. */
    async listOfCustomer(userId: string, query: ListQuery): Promise<AdminBookingsPage> {
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
      const { rows, total, all } = await listCustomerBookingsPage(db, userId, {
        filter: { q: query.q, status: query.status, date: query.date, reminder: query.reminder },
        limit: query.page_size,
        offset: pageOffset(query),
      });
      return { items: rows.map((row) => toAdminBooking(row, row.refund?.status ?? null)), total, page: query.page, page_size: query.page_size, all_bookings: all };
    },

    /** POST /api/admin/bookings/{id}/cancel: cancelled with everything given back, and the dialog's booking as it now is. */
    async cancel(actor: Authenticated, bookingId: string, reason: string): Promise<AdminBookingCancelled> {
      const refund = await cancelBookingByAdmin(context, actor, bookingId, reason);
      return {
        booking: await service.detail(bookingId),
        credits_restored: penceToPounds(refund.creditsRestoredPence),
        card_refund: penceToPounds(refund.cardRefundPence),
        message: ADMIN_BOOKING_CANCELLED,
      };
    },

    /**
     * The dialog's figures are the amounts stored when the booking was priced (never recomputed), the refund the
     * cancellation wrote, and a timeline of only the instants the data holds.
     */
    async detail(bookingId: string): Promise<AdminBookingDetail> {
      const [row, payment, events] = await Promise.all([findAdminBooking(db, bookingId), findBookingPayment(db, bookingId), listBookingEvents(db, bookingId)]);
      if (!row) throw new AppError('NOT_FOUND', adminBookingMessages.notFound);
      const { booking, refund } = row;
      const payout = salonPayout(booking, refund !== null);
      const reminder = await reminderOf(db, booking, clock());
      const guestName = [booking.guestFirstName, booking.guestLastName].filter(Boolean).join(' ');
      const accountName = fullName(row.firstName, row.lastName);
      const guest =
        (guestName !== '' && guestName !== accountName) || (booking.guestEmail && booking.guestEmail.toLowerCase() !== (row.email ?? '').toLowerCase())
          ? { name: guestName || accountName, email: booking.guestEmail ?? row.email ?? '' }
          : null;

      const timeline: Timeline = [{ event: 'created', label: 'Created', at: booking.createdAt.toISOString() }];
      if (booking.confirmedAt) timeline.push({ event: 'confirmed', label: 'Paid and confirmed', at: booking.confirmedAt.toISOString() });
      timeline.push({ event: 'service', label: 'Service date', at: booking.startsAt.toISOString() });
      if (booking.status === 'completed' && booking.completionConfirmedAt) timeline.push({ event: 'completed', label: 'Completed', at: booking.completionConfirmedAt.toISOString() });
      if (booking.status === 'no_show' && booking.completionConfirmedAt) timeline.push({ event: 'no_show', label: 'Marked no-show', at: booking.completionConfirmedAt.toISOString() });
      for (const { event, fromTeamMemberName, toTeamMemberName, actorFirstName, actorLastName } of events) {
        const line = bookingEventLine({
          kind: event.kind,
          actor: event.actor as BookingEventActor,
          actorName: [actorFirstName, actorLastName].filter(Boolean).join(' ') || null,
          from: { date: event.fromDate, time: event.fromTime, memberName: fromTeamMemberName },
          to: { date: event.toDate, time: event.toTime, memberName: toTeamMemberName },
          priceChangePence: event.priceChangePence,
          reason: event.reason,
        });
        timeline.push({ event: event.kind, label: line, at: event.createdAt.toISOString() });
      }
      // A salon's or an admin's cancellation is told by its own event, with the reason; the column would say it twice.
      const cancellationEvent = events.some(({ event }) => event.kind === 'cancelled_by_salon' || event.kind === 'cancelled_by_admin');
      if (booking.cancelledAt && !cancellationEvent) {
        timeline.push({ event: 'cancelled', label: booking.cancelledBy ? `Cancelled by ${booking.cancelledBy}` : 'Cancelled', at: booking.cancelledAt.toISOString() });
      }
      if (booking.lateCancellationSettledAt) {
        timeline.push({ event: 'settled', label: `Paid to the salon (cancelled within ${CANCELLATION_NOTICE_WORDS})`, at: booking.lateCancellationSettledAt.toISOString() });
      }
      if (booking.status === 'expired' && booking.holdExpiresAt) timeline.push({ event: 'expired', label: 'Hold expired unpaid', at: booking.holdExpiresAt.toISOString() });
      if (refund) {
        timeline.push({ event: 'refund_requested', label: 'Refund requested', at: refund.requestedAt.toISOString() });
        if (refund.completedAt) timeline.push({ event: 'refund_completed', label: 'Refund processed', at: refund.completedAt.toISOString() });
      }
      // Oldest first; the sort is stable, so equal instants keep the order above (created before confirmed).
      timeline.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

      return {
        ...toAdminBooking(row, refund?.status ?? null),
        duration_minutes: booking.durationMinutes,
        notes: booking.notes,
        off_peak_applied: booking.offPeakApplied,
        guest,
        figures: {
          original_price: penceToPounds(booking.originalPricePence),
          discount: penceToPounds(booking.discountAmountPence),
          platform_fee: penceToPounds(booking.platformFeePence),
          final_price: penceToPounds(booking.finalPricePence),
          credits_used: penceToPounds(booking.creditsUsedPence),
          card_amount: penceToPounds(booking.finalPricePence - booking.creditsUsedPence),
          processing_fee: penceToPounds(booking.processingFeePence),
          processing_fee_note: payout.reason === null ? processingSplitNote(booking) : null,
          merchant_payout: penceToPounds(payout.pence),
          merchant_payout_note: payout.reason && NO_PAYOUT_REASONS[payout.reason],
        },
        payment: payment
          ? {
              gateway: payment.gateway,
              reference: payment.gatewayReference,
              status: payment.status,
              amount: penceToPounds(payment.amountPence),
              card_brand: payment.cardBrand,
              card_last4: payment.cardLast4,
              created_at: payment.createdAt.toISOString(),
            }
          : null,
        refund_request: refund
          ? {
              id: refund.id,
              status: refund.status,
              total_paid: penceToPounds(refund.totalPaidPence),
              credits_used: penceToPounds(refund.creditsUsedPence),
              credits_restored: penceToPounds(refund.creditsRestoredPence),
              card_refund: penceToPounds(refund.cardRefundPence),
              requested_at: refund.requestedAt.toISOString(),
              completed_at: refund.completedAt?.toISOString() ?? null,
              reference: refund.gatewayRefundReference,
              admin_notes: refund.adminNotes,
              reason: refund.reason,
            }
          : null,
        cancelled_by: booking.cancelledBy,
        can_cancel: fullRefundCancellationRefusal(booking, clock()) === null,
        cancellation_reason: booking.cancellationReason,
        reminder,
        timeline,
      };
    },
  };
  return service;
}

/** The Bookings list's filters as SQL, for the CSV export (modules/admin) to apply exactly what the table shows. */
export { adminBookingsWhere, type AdminBookingsFilter } from './bookings-admin.repository';
