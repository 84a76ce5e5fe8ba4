import { isHoldLive } from '@lull/domain/booking-status';
import { creditsToApply, MAX_CREDIT_PER_BOOKING_PENCE } from '@lull/domain/credits';
import type { createIntentSchema } from '@lull/domain/contracts/payments';
import { poundsToPence } from '@lull/domain/money';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findOwnBooking, saveCheckoutDetails, type BookingWithListing } from '../bookings/bookings.service';
import { spendableCreditPence } from '../credits/credits.service';

/*
 * The steps a card intent and a credit-only confirmation both take before anything is charged (decision 049):
 * the hold must still be the customer's and live, the credit is worked out, the contact details remembered.
 */

export const HOLD_LAPSED = 'Your hold on this time has expired. Please choose the time again.';

type GuestDetails = Pick<z.infer<typeof createIntentSchema>, 'guest_first_name' | 'guest_last_name' | 'guest_email' | 'guest_phone'>;

/** The customer's own booking, still on hold and unpaid. */
export async function heldBooking({ db, clock }: AppContext, userId: string, bookingId: string): Promise<BookingWithListing> {
  const row = await findOwnBooking(db, userId, bookingId);
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  if (row.booking.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
  if (!isHoldLive(row.booking, clock())) throw new AppError('GONE', HOLD_LAPSED);
  return row;
}

/** Credits to use: what the customer asked for, capped at £5, their balance and the amount due. */
export async function creditsFor({ db, clock }: AppContext, userId: string, finalPricePence: number, wantedPounds: number | undefined): Promise<number> {
  const wanted = Math.min(poundsToPence(wantedPounds ?? 0), MAX_CREDIT_PER_BOOKING_PENCE);
  return creditsToApply(Math.min(wanted, await spendableCreditPence(db, userId, clock())), finalPricePence);
}

export async function rememberContact(db: Database, bookingId: string, creditsUsedPence: number, guest: GuestDetails) {
  await saveCheckoutDetails(db, bookingId, {
    creditsUsedPence,
    guestFirstName: guest.guest_first_name,
    guestLastName: guest.guest_last_name,
    guestEmail: guest.guest_email?.toLowerCase(),
    guestPhone: guest.guest_phone,
  });
}
