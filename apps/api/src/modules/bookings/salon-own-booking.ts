import { MERCHANT_VISIBLE_STATUSES } from '@lull/domain/merchant-bookings';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import { businessOfRequest } from '../merchants/merchants.service';
import { findMerchantBooking } from './merchant-bookings.repository';

const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * One of the caller's own salon's bookings, for a change only the salon makes in its own voice (cancelling with a
 * reason, offering another time): another salon's booking, a hold, or a caller with no business is a 404, as one that
 * does not exist. A paused business may still cancel or move its customers' bookings: they stand while it is paused.
 */
export async function salonOwnBooking(db: Database, actor: Authenticated, bookingId: string) {
  const found = await findMerchantBooking(db, bookingId);
  if (!found || !MERCHANT_VISIBLE_STATUSES.includes(found.booking.status)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  const merchant = await businessOfRequest(db, actor).catch((error: unknown) => {
    // An admin or a customer has no business of their own: to them the booking is not there.
    if (error instanceof AppError && error.status === 404) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    throw error;
  });
  if (merchant.id !== found.booking.merchantId) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return { found, merchant };
}
