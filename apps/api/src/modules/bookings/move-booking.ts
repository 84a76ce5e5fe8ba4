import type { IsoDate, WallTime } from '@lull/domain/london-time';
import { bookingInterval } from '@lull/domain/slots';
import { worksThrough } from '@lull/domain/team';
import { type Database, inSavepoint, pgErrorCode, pgErrorCodes } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { memberAsHeld } from '../team';
import { type BookingPriceFields, moveConfirmedBooking } from './booking-moves.repository';
import { type NewBookingEvent, recordBookingEvent } from './booking-events.repository';
import type { BookingRow } from './bookings.repository';
import { SLOT_TAKEN } from './free-members';

export const BOOKING_CHANGED = 'This booking has just changed. Please reload to see it.';

export interface BookingMove {
  date: IsoDate;
  time: WallTime;
  /** Who may take it, best first (`freeMembersFor`): the next is tried when another booking took the one before. */
  candidates: readonly string[];
  /** The new price when the time changes it (a customer's move); absent keeps the booking's price (a salon's move). */
  prices?: Partial<BookingPriceFields>;
  event: Pick<NewBookingEvent, 'kind' | 'actor' | 'actorUserId' | 'reason' | 'priceChangePence'>;
}

/**
 * The one step every move of a booking takes, inside the caller's transaction (with the refund or charge of the
 * difference, so all or none): the booking leaves its old time and takes the new one with the first candidate still
 * free and still doing the treatment then, its calendar sequence rises (the next invite replaces the last), and the
 * move joins its timeline. Each candidate is tried in a savepoint, so a lost race leaves the transaction usable.
 * 409 when nobody is free any more, or when the booking changed since it was read.
 */
export async function moveBooking(tx: Database, booking: BookingRow, move: BookingMove): Promise<{ moved: BookingRow; eventId: string }> {
  const { start, end } = bookingInterval(move.date, move.time, booking.durationMinutes);
  for (const teamMemberId of move.candidates) {
    let outcome: { moved: BookingRow } | 'changed' | 'member_unfit' | 'taken';
    try {
      outcome = await inSavepoint(tx, async () => {
        const member = await memberAsHeld(tx, teamMemberId, booking.serviceId);
        if (!member?.isActive || !member.performs || !worksThrough(member.workingHours, move.date, move.time, booking.durationMinutes)) return 'member_unfit' as const;
        const moved = await moveConfirmedBooking(tx, booking, { bookingDate: move.date, bookingTime: move.time, startsAt: start, endsAt: end, teamMemberId, ...move.prices });
        return moved ? { moved } : ('changed' as const);
      });
    } catch (error) {
      if (pgErrorCode(error) !== pgErrorCodes.exclusionViolation) throw error;
      outcome = 'taken';
    }
    if (outcome === 'changed') throw new AppError('CONFLICT', BOOKING_CHANGED);
    if (typeof outcome === 'object') {
      const eventId = await recordBookingEvent(tx, {
        ...move.event,
        bookingId: booking.id,
        fromDate: booking.bookingDate,
        fromTime: booking.bookingTime,
        fromTeamMemberId: booking.teamMemberId,
        toDate: move.date,
        toTime: move.time,
        toTeamMemberId: teamMemberId,
      });
      return { moved: outcome.moved, eventId };
    }
  }
  throw new AppError('CONFLICT', SLOT_TAKEN, { booking_time: SLOT_TAKEN });
}
