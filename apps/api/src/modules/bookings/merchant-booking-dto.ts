import { toApiStatus } from '@lull/domain/booking-status';
import type { MerchantBooking } from '@lull/domain/contracts/merchant-bookings';
import { NO_PAYOUT_REASONS, salonPayout, salonProcessingFee, settleDecision } from '@lull/domain/merchant-bookings';
import { penceToPounds } from '@lull/domain/money';
import { SALON_CANCELLED_PAYOUT_NOTE, salonCanChange } from '@lull/domain/salon-booking-changes';
import type { Database } from '../../db/database';
import { latestMoveProposals, type MerchantBookingRow, type MoveProposalRow } from './merchant-bookings.repository';

type LatestProposal = MoveProposalRow & { teamMemberName: string };

/** A booking as its salon sees it, with its latest offer of another time (decision 051). */
export function toMerchantBookingDto(row: MerchantBookingRow, now: Date, proposal?: LatestProposal): MerchantBooking {
  const { booking } = row;
  const payout = salonPayout(booking, row.refunded);
  const cancelledBySalon = booking.status === 'cancelled' && booking.cancelledBy === 'merchant';
  return {
    id: booking.id,
    service_id: booking.serviceId,
    service_name: row.serviceName,
    team_member_id: booking.teamMemberId,
    team_member_name: row.teamMemberName,
    user_first_name: row.firstName,
    user_last_name: row.lastName,
    user_email: row.email,
    user_phone: row.phone,
    booking_date: booking.bookingDate,
    booking_time: booking.bookingTime,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    duration: booking.durationMinutes,
    original_price: penceToPounds(booking.originalPricePence),
    discount_amount: penceToPounds(booking.discountAmountPence),
    salon_price: penceToPounds(booking.originalPricePence - booking.discountAmountPence),
    off_peak_applied: booking.offPeakApplied,
    final_price: penceToPounds(booking.finalPricePence),
    processing_fee: penceToPounds(salonProcessingFee(booking)),
    merchant_payout: penceToPounds(payout.pence),
    payout_note: payout.reason === 'refunded' && cancelledBySalon ? SALON_CANCELLED_PAYOUT_NOTE : payout.reason && NO_PAYOUT_REASONS[payout.reason],
    status: toApiStatus(booking.status),
    notes: booking.notes,
    completion_confirmed_at: booking.completionConfirmedAt?.toISOString() ?? null,
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
    can_settle: settleDecision(booking, 'completed', now).allowed,
    can_change: salonCanChange(booking, now),
    cancelled_by: booking.status === 'cancelled' ? booking.cancelledBy : null,
    cancellation_reason: booking.status === 'cancelled' ? booking.cancellationReason : null,
    move_proposal: proposal
      ? {
          status: proposal.status,
          booking_date: proposal.bookingDate,
          booking_time: proposal.bookingTime,
          team_member_name: proposal.teamMemberName,
          message: proposal.message,
          proposed_at: proposal.createdAt.toISOString(),
          responded_at: proposal.respondedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Bookings as the salon sees them, each with its latest offer of another time (one query for them all). */
export async function toMerchantBookingDtos(db: Database, rows: readonly MerchantBookingRow[], now: Date): Promise<MerchantBooking[]> {
  const proposals = await latestMoveProposals(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map((row) => toMerchantBookingDto(row, now, proposals.get(row.booking.id)));
}
