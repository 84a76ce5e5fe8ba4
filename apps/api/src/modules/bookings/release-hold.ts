import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { ownBooking } from './booking-rows';
import { releaseOwnHold } from './bookings.repository';

const HOLD_NOT_RELEASABLE = 'Only a time on hold can be released. A paid booking is cancelled from My Bookings.';

/**
 * The customer lets a time on hold go at once, so abandoning the page frees it for everyone else (and the
 * waitlist job tells whoever waits for it). Releasing a hold that already ran out changes nothing and is not an
 * error; a paid or finished booking is not a hold: it is cancelled, under the cancellation rules.
 */
export async function releaseHold({ db, clock }: AppContext, userId: string, bookingId: string): Promise<void> {
  const { booking } = await ownBooking(db, userId, bookingId);
  if (booking.status === 'expired') return;
  if (booking.status !== 'pending' || !(await releaseOwnHold(db, userId, booking.id, clock()))) {
    throw new AppError('CONFLICT', HOLD_NOT_RELEASABLE);
  }
}
