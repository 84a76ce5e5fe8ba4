import { formatLondonDateTime } from '@lull/domain/london-format';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { tellSalonOfMove } from '../merchants/merchants.service';
import { findUserById } from '../users';
import { ownBooking, ownBookingDto } from './booking-rows';
import { recordBookingEvent } from './booking-events.repository';
import { answerProposal, lockPendingProposal } from './customer-move-proposals.repository';
import { applyCustomerMove } from './customer-move';

export const NO_PENDING_PROPOSAL = 'There is no request from the salon to move this booking.';
export const PROPOSAL_TIME_GONE = 'That time has been taken since the salon offered it. Your booking keeps its time: you may decline the new time, or cancel free of charge.';
const NOT_MOVABLE = 'This booking can no longer be moved.';

/**
 * The customer's answer to a salon's request to move their booking (decision 051). Accepting takes the offered time
 * with the offered member if they are still free then (409 otherwise, the booking and the request left as they were),
 * at the price the customer already paid: a salon's move never costs more, and a cheaper time is not repriced either.
 * Declining leaves the booking where it was, and from then on the customer may cancel it free of charge.
 */
export async function answerMoveProposal(context: AppContext, userId: string, bookingId: string, answer: 'accept' | 'decline') {
  const { db, clock, config } = context;
  const now = clock();
  const row = await ownBooking(db, userId, bookingId);
  const { booking } = row;
  if (booking.status !== 'confirmed' || booking.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', NOT_MOVABLE);
  const message = await db.transaction(async (tx) => {
    const pending = await lockPendingProposal(tx, booking.id);
    if (!pending) throw new AppError('NOT_FOUND', NO_PENDING_PROPOSAL);
    const { proposal } = pending;
    const offered = `${formatLondonDateTime(proposal.bookingDate, proposal.bookingTime)} with ${pending.teamMemberName}`;
    if (answer === 'accept') {
      if (proposal.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', PROPOSAL_TIME_GONE);
      try {
        // The member the salon offered is the only candidate; the database refuses the time if it was taken since.
        await applyCustomerMove(tx, context, row, {
          date: proposal.bookingDate,
          time: proposal.bookingTime,
          candidates: [proposal.teamMemberId],
          kind: 'move_accepted',
          cause: `You accepted ${row.merchantBusinessName}'s new time.`,
        });
      } catch (error) {
        if (error instanceof AppError && error.status === 409) throw new AppError('CONFLICT', PROPOSAL_TIME_GONE);
        throw error;
      }
      await answerProposal(tx, proposal.id, 'accepted', now);
      return `Booking moved to ${offered}.`;
    }
    await answerProposal(tx, proposal.id, 'declined', now);
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'move_declined',
      actor: 'customer',
      actorUserId: userId,
      fromDate: booking.bookingDate,
      fromTime: booking.bookingTime,
      fromTeamMemberId: booking.teamMemberId,
      toDate: proposal.bookingDate,
      toTime: proposal.bookingTime,
      toTeamMemberId: proposal.teamMemberId,
    });
    const user = await findUserById(tx, userId);
    await tellSalonOfMove(tx, config.publicUrl, {
      merchantId: booking.merchantId,
      event: 'move_declined',
      customerName: [booking.guestFirstName ?? user?.firstName, booking.guestLastName ?? user?.lastName].filter(Boolean).join(' ') || 'A customer',
      serviceName: row.serviceName,
      fromDate: booking.bookingDate,
      fromTime: booking.bookingTime,
      fromTeamMemberName: row.teamMemberName,
      toDate: proposal.bookingDate,
      toTime: proposal.bookingTime,
      toTeamMemberName: pending.teamMemberName,
    });
    return `You declined the new time. Your booking stays at ${formatLondonDateTime(booking.bookingDate, booking.bookingTime)} with ${row.teamMemberName}; you may still cancel it free of charge.`;
  });
  return { booking: await ownBookingDto(db, now, userId, bookingId), message };
}
