import { customerCanCancel } from '@lull/domain/booking-status';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { cancelBooking } from './cancel-booking';
import { listUpcomingActiveBookings, markCancelled } from './bookings.repository';

/**
 * An account is closing: its future bookings go under the normal rules first. An unpaid hold is released; a
 * paid booking at least 24 hours ahead is cancelled with the usual credit return and card refund request; a
 * paid booking within 24 hours is cancelled without a refund, so the salon is not kept waiting for someone
 * who no longer exists. Each is its own transaction (as when the customer cancels); one that changes
 * meanwhile is left to the check inside the deletion's transaction.
 */
export async function cancelBookingsOfClosedAccount(context: AppContext, userId: string): Promise<void> {
  const { db, clock } = context;
  const now = clock();
  for (const booking of await listUpcomingActiveBookings(db, userId, now)) {
    const decision = customerCanCancel(booking, now);
    try {
      if (decision.allowed) await cancelBooking(context, userId, booking.id);
      else if (decision.reason === 'within_24_hours') await markCancelled(db, booking.id, booking.status, now);
    } catch (error) {
      if (!(error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))) throw error;
    }
  }
}
