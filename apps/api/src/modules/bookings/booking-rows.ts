import { cancellationAfterSalonMove, customerCanReschedule, toApiStatus } from '@lull/domain/booking-status';
import type { Booking } from '@lull/domain/contracts/bookings';
import { penceToPounds } from '@lull/domain/money';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { ConfirmedBookingDetails } from '../mail/templates/booking-confirmed';
import { findUserBooking, type BookingWithListing } from './bookings.repository';
import { listMoveProposalsOf, type MoveProposalWithMember } from './customer-move-proposals.repository';

/*
 * What several of the customer's booking use cases share (decision 049): reading one of their own bookings, and
 * writing a booking as the API answers it and as the confirmation mail tells it.
 */

/** One of the user's own bookings; someone else's is a 404, like one that does not exist. */
export async function ownBooking(db: Database, userId: string, bookingId: string): Promise<BookingWithListing> {
  const row = await findUserBooking(db, userId, bookingId);
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row;
}

/** What the customer may do with a booking now, and the salon's request to move it (decision 051). */
export interface BookingView {
  canReschedule: boolean;
  moveProposal: MoveProposalWithMember | null;
  freeCancellation: boolean;
}

const NO_VIEW: BookingView = { canReschedule: false, moveProposal: null, freeCancellation: false };

/** The customer's bookings as the API answers them, each with its moves' state read in one query. */
export async function toBookingDtos(db: Database, now: Date, rows: readonly BookingWithListing[]): Promise<Booking[]> {
  const proposals = await listMoveProposalsOf(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map((row) => {
    const own = proposals.filter((found) => found.proposal.bookingId === row.booking.id);
    const confirmed = row.booking.status === 'confirmed';
    return toBookingDto(row, {
      canReschedule: customerCanReschedule(row.booking, now).allowed,
      moveProposal: (confirmed && own.find((found) => found.proposal.status === 'pending')) || null,
      freeCancellation: confirmed && cancellationAfterSalonMove(own.map((found) => found.proposal)),
    });
  });
}

/** One of the user's own bookings as the API answers it. */
export async function ownBookingDto(db: Database, now: Date, userId: string, bookingId: string): Promise<Booking> {
  const [dto] = await toBookingDtos(db, now, [await ownBooking(db, userId, bookingId)]);
  return dto!;
}

export function toBookingDto(row: BookingWithListing, view: BookingView = NO_VIEW): Booking {
  const { booking } = row;
  const proposal = view.moveProposal;
  return {
    id: booking.id,
    service_id: booking.serviceId,
    booking_date: booking.bookingDate,
    booking_time: booking.bookingTime,
    notes: booking.notes,
    status: toApiStatus(booking.status),
    created_at: booking.createdAt.toISOString(),
    hold_expires_at: booking.status === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    duration: booking.durationMinutes,
    original_price: penceToPounds(booking.originalPricePence),
    discount_amount: penceToPounds(booking.discountAmountPence),
    platform_fee: penceToPounds(booking.platformFeePence),
    final_price: penceToPounds(booking.finalPricePence),
    credits_used: penceToPounds(booking.creditsUsedPence),
    card_amount: penceToPounds(booking.finalPricePence - booking.creditsUsedPence),
    processing_fee: penceToPounds(booking.processingFeePence),
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    guest_first_name: booking.guestFirstName,
    guest_last_name: booking.guestLastName,
    guest_email: booking.guestEmail,
    guest_phone: booking.guestPhone,
    merchant_id: booking.merchantId,
    merchant_business_name: row.merchantBusinessName,
    merchant_address: [row.merchantAddressLine1, row.merchantAddressLine2, row.merchantCity, row.merchantPostcode].filter(Boolean).join(', '),
    merchant_phone: row.merchantPhone,
    service_name: row.serviceName,
    service_description: row.serviceDescription,
    service_category: row.serviceCategory,
    service_image_url: row.serviceImageUrl,
    team_member_id: booking.teamMemberId,
    team_member_name: row.teamMemberName,
    can_reschedule: view.canReschedule,
    move_proposal: proposal
      ? {
          booking_date: proposal.proposal.bookingDate,
          booking_time: proposal.proposal.bookingTime,
          team_member_name: proposal.teamMemberName,
          message: proposal.proposal.message,
          proposed_at: proposal.proposal.createdAt.toISOString(),
        }
      : null,
    free_cancellation: view.freeCancellation,
    cancelled_by: booking.status === 'cancelled' ? cancelledByForCustomer(booking.cancelledBy) : null,
    cancellation_reason: booking.status === 'cancelled' ? booking.cancellationReason : null,
  };
}

/** The customer reads "the salon" for the salon's cancellation and "Lull" for an admin's or the system's. */
function cancelledByForCustomer(cancelledBy: string | null): Booking['cancelled_by'] {
  if (cancelledBy === 'customer') return 'customer';
  if (cancelledBy === 'merchant') return 'salon';
  return 'lull';
}

/** A booking as the confirmation mail and calendar file tell it. */
export function confirmedBookingDetails(row: BookingWithListing, options: { firstName: string; publicUrl: string }): ConfirmedBookingDetails {
  const { booking } = row;
  return {
    bookingId: booking.id,
    firstName: booking.guestFirstName ?? options.firstName,
    serviceName: row.serviceName,
    teamMemberName: row.teamMemberName,
    businessName: row.merchantBusinessName,
    address: [row.merchantAddressLine1, row.merchantAddressLine2, row.merchantCity, row.merchantPostcode].filter(Boolean).join(', '),
    date: booking.bookingDate,
    time: booking.bookingTime,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    finalPricePence: booking.finalPricePence,
    creditsUsedPence: booking.creditsUsedPence,
    manageUrl: `${options.publicUrl}/my-bookings#booking-${booking.id}`,
  };
}
