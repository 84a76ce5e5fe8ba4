import type { creditsOnlyConfirmSchema } from '@lull/domain/contracts/payments';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findOwnBooking } from '../bookings/bookings.service';
import { creditsFor, heldBooking, rememberContact } from './checkout-steps';
import { confirmBooking } from './payment-settlement';

/** A booking paid entirely with credit: no card, no gateway. */
export async function confirmWithCredits(context: AppContext, userId: string, bookingId: string, input: z.infer<typeof creditsOnlyConfirmSchema>) {
  const { db } = context;
  const row = await heldBooking(context, userId, bookingId);
  const credits = await creditsFor(context, userId, row.booking.finalPricePence, input.credits_used);
  if (credits < row.booking.finalPricePence) throw new AppError('BAD_REQUEST', 'Your credit does not cover this booking: please pay the rest by card.');
  await rememberContact(db, bookingId, credits, input);
  const refreshed = (await findOwnBooking(db, userId, bookingId))!;
  await db.transaction((tx) => confirmBooking(context, tx, refreshed, userId, credits));
  return { status: 'succeeded' as const, booking_id: bookingId };
}
