import { formatLondonDateTime } from '@lull/domain/london-format';
import type { MerchantOnboardingPayload, MerchantProfilePayload } from '@lull/domain/validation/merchant-onboarding';
import type { Database } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { enqueueMail } from '../mail/mail.service';
import { salonBookingMail, type SalonBookingMoney } from '../mail/templates/salon-booking';
import { salonBookingMovedMail, type SalonMoveNews } from '../mail/templates/salon-booking-moved';
import { notify } from '../notifications/notifications.service';
import type { BusinessActivity } from './business-activity';
import { BUSINESS_PAUSED, NO_BUSINESS, NOT_YOUR_BUSINESS } from './business-profile';
import { getMarketplaceFigures, type RememberedFigures } from './get-marketplace-figures';
import { getMyBusiness } from './get-my-business';
import { listBusinessFiles } from './list-business-files';
import { findMerchantById, findMerchantByUserId, type MerchantRow } from './merchants.repository';
import { onboardBusiness } from './onboard-business';
import { updateBusinessProfile } from './update-business-profile';

// Each use case is its own file (decision 049); what every business form shares is business-profile.ts, and stays
// importable from here for the modules and tests that already ask this file for it.
export {
  ALREADY_HAS_BUSINESS,
  BUSINESS_PAUSED,
  BUSINESS_REMOVED,
  NO_BUSINESS,
  NOT_YOUR_BUSINESS,
  placeOfPostcode,
  profileColumns,
  setFilesFromPayload,
  type BusinessPlace,
} from './business-profile';

/**
 * The business a dashboard request acts on, for every module of the merchant's day-to-day (services, bookings,
 * off-peak hours, payouts): the caller's own; or, for an admin, the one `merchantId` names. A merchant naming
 * another business is refused, whatever id it sends. Reads only; `changeableBusiness` is for changes.
 */
export async function businessOfRequest(db: Database, actor: Authenticated, merchantId?: string): Promise<MerchantRow> {
  if (merchantId !== undefined && actor.user.role === 'admin') {
    const merchant = await findMerchantById(db, merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', 'Business not found.');
    return merchant;
  }
  const own = await findMerchantByUserId(db, actor.user.id);
  if (!own) throw new AppError('NOT_FOUND', NO_BUSINESS);
  if (merchantId !== undefined && merchantId !== own.id) throw new AppError('FORBIDDEN', NOT_YOUR_BUSINESS);
  return own;
}

/** `businessOfRequest` for a change: an owner cannot change anything of a paused business (an admin can). */
export async function changeableBusiness(db: Database, actor: Authenticated, merchantId?: string): Promise<MerchantRow> {
  const merchant = await businessOfRequest(db, actor, merchantId);
  if (merchant.isPaused && merchant.userId === actor.user.id) throw new AppError('FORBIDDEN', BUSINESS_PAUSED);
  return merchant;
}

/**
 * Tells a salon a customer booked (and paid) or cancelled: the owner's bell and a mail to the business's
 * address, in the caller's transaction, so the salon hears only of what happened. A new booking's mail carries
 * the salon's price, its payout and the customer's phone (decision 037).
 */
export async function tellSalonOfBooking(
  tx: Database,
  publicUrl: string,
  booking: {
    merchantId: string;
    event: 'booked' | 'cancelled';
    customerName: string;
    customerPhone?: string | null;
    serviceName: string;
    /** Whose diary it is in, so the salon knows who is booked or freed (decision 050). */
    teamMemberName: string;
    date: string;
    time: string;
    money?: SalonBookingMoney;
  },
): Promise<void> {
  const merchant = await findMerchantById(tx, booking.merchantId);
  if (!merchant) return;
  const mail = salonBookingMail({ ...booking, dashboardUrl: `${publicUrl}/merchant/dashboard?tab=bookings` });
  await notify(tx, {
    userId: merchant.userId,
    type: booking.event === 'booked' ? 'merchant_booking_received' : 'merchant_booking_cancelled',
    title: booking.event === 'booked' ? 'New booking' : 'Booking cancelled',
    message: `${booking.customerName}: ${booking.serviceName} with ${booking.teamMemberName}, ${formatLondonDateTime(booking.date, booking.time)}.`,
  });
  if (merchant.email) await enqueueMail(tx, { to: merchant.email, ...mail });
}

/**
 * Tells a salon a customer moved one of its bookings, or answered its request to move one (decision 051): the owner's
 * bell and a mail to the business's address, with the old and the new time and member, in the caller's transaction.
 */
export async function tellSalonOfMove(tx: Database, publicUrl: string, news: Omit<SalonMoveNews, 'dashboardUrl'> & { merchantId: string }): Promise<void> {
  const merchant = await findMerchantById(tx, news.merchantId);
  if (!merchant) return;
  const mail = salonBookingMovedMail({ ...news, dashboardUrl: `${publicUrl}/merchant/dashboard?tab=bookings` });
  await notify(tx, { userId: merchant.userId, type: `merchant_booking_${news.event}`, title: mail.title, message: mail.lead });
  if (merchant.email) await enqueueMail(tx, { to: merchant.email, subject: mail.subject, text: mail.text, html: mail.html });
}

/** The owner's business use cases under the names the routes call: their business, its files, onboarding, the profile, the landing page's figures. */
export function createMerchantsService(context: AppContext, geocoder: Geocoder, { madeBookingTotals }: Pick<BusinessActivity, 'madeBookingTotals'>) {
  const figures: RememberedFigures = {};
  return {
    getMine: (owner: Authenticated) => getMyBusiness(context, owner),
    listFiles: (viewer: Authenticated | null, merchantId: string) => listBusinessFiles(context, viewer, merchantId),
    marketplaceFigures: () => getMarketplaceFigures(context, { madeBookingTotals }, figures),
    onboard: (owner: Authenticated, input: MerchantOnboardingPayload) => onboardBusiness(context, geocoder, owner, input),
    updateProfile: (actor: Authenticated, merchantId: string, input: MerchantProfilePayload) => updateBusinessProfile(context, geocoder, actor, merchantId, input),
  };
}
