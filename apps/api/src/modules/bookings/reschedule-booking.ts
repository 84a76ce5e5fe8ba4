import { customerCanReschedule } from '@lull/domain/booking-status';
import { CANNOT_RESCHEDULE_WITHIN_NOTICE } from '@lull/domain/cancellation-notice';
import type { ReschedulePayload, RescheduleQuote, RescheduleResult } from '@lull/domain/contracts/bookings';
import { formatPenceAsMoney, penceToPounds } from '@lull/domain/money';
import { priceBooking, priceChangeWords, repriceForMove } from '@lull/domain/pricing';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { ownBooking, ownBookingDto } from './booking-rows';
import { findBookableService, type BookingWithListing } from './bookings.repository';
import { applyCustomerMove, moveMoneyWords, type MoveMoney } from './customer-move';
import { freeMembersFor } from './free-members';

export const ONLY_CONFIRMED_MOVES = 'Only a confirmed booking can be moved.';
export const SAME_TIME = 'That is already the time of this booking. Please choose another.';
export const NO_LONGER_BOOKABLE = 'This treatment can no longer be booked, so this booking cannot be moved. You can cancel it instead.';

/** The checks and the price of a move the customer asked for: the new time's free members and what it costs. */
export async function planReschedule(db: Database, now: Date, row: BookingWithListing, input: ReschedulePayload): Promise<{ candidates: string[]; money: MoveMoney }> {
  const { booking } = row;
  const decision = customerCanReschedule(booking, now);
  if (!decision.allowed) {
    if (decision.reason === 'not_confirmed') throw new AppError('CONFLICT', ONLY_CONFIRMED_MOVES);
    throw new AppError('UNPROCESSABLE', CANNOT_RESCHEDULE_WITHIN_NOTICE);
  }
  const asked = input.team_member_id ?? null;
  if (input.booking_date === booking.bookingDate && input.booking_time === booking.bookingTime && (asked === null || asked === booking.teamMemberId)) {
    throw new AppError('VALIDATION_FAILED', SAME_TIME, { booking_time: SAME_TIME });
  }
  const found = await findBookableService(db, booking.serviceId);
  if (!found) throw new AppError('CONFLICT', NO_LONGER_BOOKABLE);
  const { candidates } = await freeMembersFor(
    db,
    now,
    found,
    { date: input.booking_date, time: input.booking_time, teamMemberId: asked },
    { teamMemberId: booking.teamMemberId, startsAt: booking.startsAt, endsAt: booking.endsAt, bufferMinutes: booking.bufferMinutes },
  );
  // The service's price today at the new time, as a new booking would pay (decision 051).
  const newPrice = priceBooking({
    pricePence: found.service.pricePence,
    offPeakPricePence: found.service.offPeakPricePence,
    date: input.booking_date,
    time: input.booking_time,
    merchantPricing: found.merchantPricing,
    availableCreditPence: 0,
  });
  return { candidates, money: repriceForMove(booking, newPrice) };
}

export function toQuote(money: MoveMoney): RescheduleQuote {
  return {
    new_final_price: penceToPounds(money.prices.finalPricePence),
    price_change: penceToPounds(money.differencePence),
    credit_back: penceToPounds(money.creditBackPence),
    card_back: penceToPounds(money.cardBackPence),
    card_due: penceToPounds(money.cardDuePence),
    summary: priceChangeWords(money.differencePence),
  };
}

/** What moving to a time would cost or give back, before the customer confirms (no time is held). */
export async function quoteReschedule({ db, clock }: AppContext, userId: string, bookingId: string, input: ReschedulePayload): Promise<RescheduleQuote> {
  const row = await ownBooking(db, userId, bookingId);
  return toQuote((await planReschedule(db, clock(), row, input)).money);
}

/** Starts the card payment of a dearer move; the move is made when it succeeds (the payments module). */
export type StartDifferencePayment = (row: BookingWithListing, target: { date: string; time: string; teamMemberId: string }, money: MoveMoney) => Promise<NonNullable<RescheduleResult['payment']>>;

/**
 * The customer moves their own confirmed booking to another free time of the same service (decision 051): at least
 * 24 hours before its current start (422 later), as often as they like, with no fee. The same or a cheaper price
 * moves it at once, the difference coming back (credit first, then the card through a refund request); a dearer
 * time is paid by card first and moved when that payment succeeds (`payment_required`).
 */
export async function rescheduleBooking(context: AppContext, startDifferencePayment: StartDifferencePayment, userId: string, bookingId: string, input: ReschedulePayload): Promise<RescheduleResult> {
  const { db, clock } = context;
  const now = clock();
  const row = await ownBooking(db, userId, bookingId);
  const { candidates, money } = await planReschedule(db, now, row, input);
  const quote = toQuote(money);
  if (money.cardDuePence > 0) {
    const payment = await startDifferencePayment(row, { date: input.booking_date, time: input.booking_time, teamMemberId: candidates[0]! }, money);
    return {
      status: 'payment_required',
      booking: await ownBookingDto(db, now, userId, bookingId),
      quote,
      payment,
      message: `The new time costs ${formatPenceAsMoney(money.cardDuePence)} more. Pay the difference by card to move your booking; until then it keeps its time.`,
    };
  }
  await db.transaction(async (tx) =>
    applyCustomerMove(tx, context, row, { date: input.booking_date, time: input.booking_time, candidates, money, kind: 'rescheduled', cause: 'You moved your booking.' }),
  );
  const words = moveMoneyWords(money);
  return { status: 'moved', booking: await ownBookingDto(db, now, userId, bookingId), quote, payment: null, message: `Booking moved.${words ? ` ${words}` : ''}` };
}
