import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findUserBooking } from './bookings.repository';
import { applyCustomerMove } from './customer-move';
import { planReschedule } from './reschedule-booking';

export const PRICE_CHANGED = 'The price of that time has changed since you chose it. Please choose the time again.';

/** A dearer move's card payment as the payments module knows it. */
export interface PaidMove {
  userId: string;
  bookingId: string;
  amountPence: number;
  moveTo: { booking_date: string; booking_time: string; team_member_id: string; price_pence: number };
}

/**
 * The move a dearer time's card payment paid for, in the payment's own transaction (decision 051): the checks are
 * made again (24 hours ahead, the member still free, the price still the one paid for), then the booking moves as any
 * customer's move does. An AppError here (the time taken meanwhile) makes the payments module hand the charge back
 * through the gateway, so the customer never pays for a time they did not get.
 */
export async function completePaidMove(tx: Database, context: AppContext, paid: PaidMove): Promise<void> {
  const row = await findUserBooking(tx, paid.userId, paid.bookingId);
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  const target = { booking_date: paid.moveTo.booking_date, booking_time: paid.moveTo.booking_time, team_member_id: paid.moveTo.team_member_id };
  const { candidates, money } = await planReschedule(tx, context.clock(), row, target);
  if (money.prices.finalPricePence !== paid.moveTo.price_pence || money.cardDuePence !== paid.amountPence) throw new AppError('CONFLICT', PRICE_CHANGED);
  await applyCustomerMove(tx, context, row, { date: target.booking_date, time: target.booking_time, candidates, money, kind: 'rescheduled', cause: 'You moved your booking and paid the difference.' });
}
