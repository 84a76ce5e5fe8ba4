import type { SalonCancelled } from '@lull/domain/contracts/merchant-bookings';
import { penceToPounds } from '@lull/domain/money';
import { SALON_BOOKING_CANCELLED, SALON_CANNOT_CHANGE, salonCanChange } from '@lull/domain/salon-booking-changes';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { cancelBookingWithFullRefund } from './cancel-booking-with-full-refund';
import { toMerchantBookingDtos } from './merchant-booking-dto';
import { findMerchantBooking } from './merchant-bookings.repository';
import { salonOwnBooking } from './salon-own-booking';

/**
 * The salon cancels a confirmed booking still to come, with a reason (decision 051). The customer did nothing to lose
 * it, so everything comes back, Lull's fee included, whenever it happens: `cancelBookingWithFullRefund`, the one
 * home of that rule, which an admin's cancellation goes through too (decision 056).
 */
export async function cancelBookingBySalon(context: AppContext, actor: Authenticated, bookingId: string, reason: string): Promise<SalonCancelled> {
  const { db, clock } = context;
  const { found, merchant } = await salonOwnBooking(db, actor, bookingId);
  const { booking } = found;
  const now = clock();
  if (!salonCanChange(booking, now)) throw new AppError('CONFLICT', SALON_CANNOT_CHANGE);
  const refund = await cancelBookingWithFullRefund(context, actor, 'salon', { ...found, businessName: merchant.businessName }, reason, now);

  const cancelled = (await findMerchantBooking(db, booking.id))!;
  return {
    booking: (await toMerchantBookingDtos(db, [cancelled], now))[0]!,
    credits_restored: penceToPounds(refund.creditsRestoredPence),
    card_refund: penceToPounds(refund.cardRefundPence),
    message: SALON_BOOKING_CANCELLED,
  };
}
