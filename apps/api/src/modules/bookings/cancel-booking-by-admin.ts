import { fullRefundCancellationRefusal } from '@lull/domain/salon-booking-changes';
import type { Pence } from '@lull/domain/money';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findAdminBooking } from './bookings-admin.repository';
import { cancelBookingWithFullRefund } from './cancel-booking-with-full-refund';

const BOOKING_NOT_FOUND = 'Booking not found.';

/**
 * An admin cancels a paid booking still to come, with the reason the customer reads (decision 056): through the same
 * use case as the salon's cancellation, so the customer gets everything back (credit at once, the card part as a refund
 * request), the same bell and mail, and the action is audited. Any other booking is a 409 saying what became of it.
 */
export async function cancelBookingByAdmin(context: AppContext, actor: Authenticated, bookingId: string, reason: string): Promise<{ creditsRestoredPence: Pence; cardRefundPence: Pence }> {
  const row = await findAdminBooking(context.db, bookingId);
  if (!row) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  const now = context.clock();
  const refusal = fullRefundCancellationRefusal(row.booking, now);
  if (refusal) throw new AppError('CONFLICT', refusal);
  return cancelBookingWithFullRefund(context, actor, 'admin', row, reason, now);
}
