import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { bookingCalendarEvent } from '../mail/templates/booking-confirmed';
import { confirmedBookingDetails, ownBooking } from './booking-rows';

/** The .ics for Add to calendar: only a booking that will happen (confirmed) belongs in a calendar. */
export async function getCalendarFile({ db, clock, config }: AppContext, userId: string, bookingId: string) {
  const row = await ownBooking(db, userId, bookingId);
  if (row.booking.status !== 'confirmed') throw new AppError('CONFLICT', 'Only a confirmed booking can be added to a calendar.');
  // The booking's current sequence, so a file downloaded after a move replaces the earlier invite.
  return bookingCalendarEvent(confirmedBookingDetails(row, { firstName: '', publicUrl: config.publicUrl }), clock(), row.booking.calendarSequence);
}
