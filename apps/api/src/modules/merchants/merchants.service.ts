import { adminDecisionLink } from '@lull/domain/admin-notices';
import type { FileRecord, MarketplaceFigures } from '@lull/domain/contracts/merchants';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { canMerchant, merchantStateOf } from '@lull/domain/merchant-status';
import { penceToPounds } from '@lull/domain/money';
import { POSTCODE_UNKNOWN, type MerchantOnboardingPayload, type MerchantProfilePayload } from '@lull/domain/validation/merchant-onboarding';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import type { Geocoder, GeoPoint } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { fileUrl } from '../files/file-urls';
import { setMerchantFiles } from '../files/files.service';
import { enqueueMail } from '../mail/mail.service';
import { applicationReceivedMail } from '../mail/templates/application-received';
import { salonBookingMail, type SalonBookingMoney } from '../mail/templates/salon-booking';
import { notify } from '../notifications/notifications.service';
import { makeMerchant, tellAdministrators } from '../users';
import type { BusinessActivity } from './business-activity';
import { toFileRecord, toOwnMerchantDto, type OwnMerchantDto } from './merchant-dto';
import {
  countListedMerchants,
  findAnyMerchantByUserId,
  findMerchantById,
  findMerchantByUserId,
  insertMerchant,
  updateMerchant,
  type MerchantRow,
} from './merchants.repository';
import { listMerchantFiles } from '../files';

export const ALREADY_HAS_BUSINESS = 'This account already has a business. Use a different email to list another.';
export const NO_BUSINESS = 'This account has no business yet.';
export const NOT_YOUR_BUSINESS = 'You can only change your own business.';
export const BUSINESS_REMOVED = 'This account’s business was removed from Lull by our team. Please contact us to list a business again.';
export const BUSINESS_PAUSED = 'Business Paused: your business is paused by our team, so it cannot be changed. Contact support to resume it.';

/** The landing page's figures change slowly; counting every booking on each visit would not. */
const FIGURES_CACHE_MS = 10 * 60_000;

/**
 * The payload's files, as the business's files of each purpose, in the order sent: files the business has
 * already, or new uploads by `uploaderUserId` (its owner, or the admin filling in the form). Venue photos are
 * left as they are when the payload has none to say.
 */
export async function setFilesFromPayload(
  tx: Database,
  merchant: MerchantRow,
  input: Pick<MerchantProfilePayload, 'logo_files' | 'certificate_files'> & { photo_files?: { id: string }[] },
  uploaderUserId: string,
): Promise<void> {
  const ids = (files: { id: string }[]) => files.map((file) => file.id);
  const common = { ownerUserId: uploaderUserId, merchantId: merchant.id };
  const [logo] = await setMerchantFiles(tx, { ...common, purpose: 'logo', fileIds: ids(input.logo_files), field: 'logo_files' });
  await setMerchantFiles(tx, { ...common, purpose: 'certificate', fileIds: ids(input.certificate_files), field: 'certificate_files' });
  if (input.photo_files) await setMerchantFiles(tx, { ...common, purpose: 'photo', fileIds: ids(input.photo_files), field: 'photo_files' });
  await updateMerchant(tx, merchant.id, { logoUrl: logo ? fileUrl(logo.id) : null });
}

/** Where a business is on the map: none without a postcode. */
export type BusinessPlace = Pick<GeoPoint, 'latitude' | 'longitude'> | { latitude: null; longitude: null };

/**
 * The place of a postcode: the business's own when the postcode did not change, none for no postcode, else the
 * geocoder's, refused with the form's message when it does not know the postcode.
 */
export async function placeOfPostcode(geocoder: Geocoder, postcode: string, current?: MerchantRow): Promise<BusinessPlace> {
  if (postcode === '') return { latitude: null, longitude: null };
  if (current && postcode === current.postcode && current.latitude !== null && current.longitude !== null) {
    return { latitude: current.latitude, longitude: current.longitude };
  }
  const place = await geocoder.locate(postcode);
  if (!place) throw new AppError('VALIDATION_FAILED', POSTCODE_UNKNOWN, { postcode: POSTCODE_UNKNOWN });
  return place;
}

/** The profile columns every business form sets: onboarding, the owner's edit, and the admin's create and edit. */
export function profileColumns(
  input: Pick<
    MerchantOnboardingPayload,
    'business_name' | 'contact_person' | 'phone' | 'address_line_1' | 'address_line_2' | 'city' | 'postcode' | 'description' | 'website_url' | 'social_media_url' | 'availability_hours'
  > & { business_category: string },
  place: BusinessPlace,
) {
  return {
    businessName: input.business_name,
    businessCategory: input.business_category,
    contactPerson: input.contact_person,
    phone: input.phone,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2 || null,
    city: input.city,
    postcode: input.postcode,
    latitude: place.latitude,
    longitude: place.longitude,
    description: input.description,
    websiteUrl: input.website_url || null,
    socialMediaUrl: input.social_media_url || null,
    availabilityHours: input.availability_hours,
  };
}

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
    message: `${booking.customerName}: ${booking.serviceName}, ${formatLondonDateTime(booking.date, booking.time)}.`,
  });
  if (merchant.email) await enqueueMail(tx, { to: merchant.email, ...mail });
}

export function createMerchantsService({ db, config, clock }: AppContext, geocoder: Geocoder, { madeBookingTotals }: Pick<BusinessActivity, 'madeBookingTotals'>) {
  let figures: { value: MarketplaceFigures; until: number } | undefined;

  /** Every administrator hears of an application: a notification in the bell and a mail through the outbox. */
  async function tellAdmins(tx: Database, merchant: { id: string; businessName: string; city: string }, resubmitted: boolean) {
    const decision = { kind: 'merchant', merchantId: merchant.id } as const;
    const mail = applicationReceivedMail({ ...merchant, resubmitted, reviewUrl: `${config.publicUrl}${adminDecisionLink(decision)}` });
    await tellAdministrators(tx, { type: 'merchant_application', title: mail.subject, message: `${merchant.businessName} is waiting for review.`, decision }, mail);
  }

  async function withFiles(merchant: MerchantRow): Promise<OwnMerchantDto> {
    return toOwnMerchantDto(merchant, await listMerchantFiles(db, merchant.id));
  }

  /** The signed-in user's business with its files. */
  async function getMine(owner: Authenticated): Promise<OwnMerchantDto> {
    const merchant = await findMerchantByUserId(db, owner.user.id);
    if (!merchant) throw new AppError('NOT_FOUND', NO_BUSINESS);
    return withFiles(merchant);
  }

  return {
    getMine,

    /**
     * GET /api/merchants/{id}/files: all of a business's files for its owner and admins; for anyone else only
     * what its public page shows (logo and venue photos), never the certificates, and nothing of a business
     * that is not listed.
     */
    async listFiles(viewer: Authenticated | null, merchantId: string): Promise<FileRecord[]> {
      const merchant = await findMerchantById(db, merchantId);
      const mayViewAll = merchant !== undefined && (viewer?.user.role === 'admin' || viewer?.user.id === merchant.userId);
      const isListed = merchant?.status === 'approved' && !merchant.isPaused;
      if (!merchant || (!mayViewAll && !isListed)) throw new AppError('NOT_FOUND', 'Business not found.');
      const files = await listMerchantFiles(db, merchant.id);
      return files.filter((file) => mayViewAll || file.fileType === 'logo' || file.fileType === 'photo').map(toFileRecord);
    },

    /** Salons listed, bookings made and what customers saved: counted in the database, remembered 10 minutes. */
    async marketplaceFigures(): Promise<MarketplaceFigures> {
      const now = clock().getTime();
      if (figures && figures.until > now) return figures.value;
      const [salons, bookings] = await Promise.all([countListedMerchants(db), madeBookingTotals(db)]);
      const value = { salons_listed: salons, bookings_made: bookings.count, customer_savings: penceToPounds(bookings.discountPence) };
      figures = { value, until: now + FIGURES_CACHE_MS };
      return value;
    },

    /**
     * Onboarding: the account's one business, pending review, placed on the map by its postcode, with the
     * logo and certificates the form uploaded first. The account becomes a merchant's (an admin stays an
     * admin), and the admins are told, all in one transaction. Two submissions at once make one business: the
     * database's one-business-per-account index refuses the second.
     */
    async onboard(owner: Authenticated, input: MerchantOnboardingPayload): Promise<OwnMerchantDto> {
      const existing = await findAnyMerchantByUserId(db, owner.user.id);
      if (existing) throw new AppError('CONFLICT', existing.deletedAt ? BUSINESS_REMOVED : ALREADY_HAS_BUSINESS);
      const place = await placeOfPostcode(geocoder, input.postcode);
      try {
        await db.transaction(async (tx) => {
          const merchant = await insertMerchant(tx, {
            ...profileColumns(input, place),
            userId: owner.user.id,
            // The business's contact address starts as the owner's.
            email: owner.user.email ?? '',
            status: 'pending_review',
          });
          await setFilesFromPayload(tx, merchant, input, owner.user.id);
          await makeMerchant(tx, owner.user);
          await tellAdmins(tx, merchant, false);
        });
      } catch (error) {
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
        throw error;
      }
      return getMine(owner);
    },

    /**
     * Edit Business Profile, by its owner or an admin (`merchantId` 'me' is the caller's own). A paused business
     * cannot be changed by its owner. Saving a declined application sends it back for review: pending again,
     * the reason cleared, the admins told. Status, verification, pause and revenue are never taken from here.
     */
    async updateProfile(actor: Authenticated, merchantId: string, input: MerchantProfilePayload): Promise<OwnMerchantDto & { resubmitted: boolean }> {
      const merchant = merchantId === 'me' ? await findMerchantByUserId(db, actor.user.id) : await findMerchantById(db, merchantId);
      if (!merchant) throw new AppError('NOT_FOUND', merchantId === 'me' ? NO_BUSINESS : 'Business not found.');
      const isOwner = merchant.userId === actor.user.id;
      if (!isOwner && actor.user.role !== 'admin') throw new AppError('FORBIDDEN', NOT_YOUR_BUSINESS);
      if (merchant.isPaused && isOwner) throw new AppError('FORBIDDEN', BUSINESS_PAUSED);
      const place = await placeOfPostcode(geocoder, input.postcode, merchant);
      // The owner's save resubmits exactly when the lifecycle table has a resubmit from this state (declined).
      const resubmitted = isOwner && canMerchant(merchantStateOf(merchant), 'resubmit');

      const updated = await db.transaction(async (tx) => {
        const row = await updateMerchant(tx, merchant.id, {
          ...profileColumns(input, place),
          specificPolicies: input.specific_policies || null,
          ...(resubmitted ? { status: 'pending_review' as const, rejectionReason: null } : {}),
          updatedAt: clock(),
        });
        if (!row) throw new AppError('NOT_FOUND', 'Business not found.');
        await setFilesFromPayload(tx, row, input, actor.user.id);
        if (resubmitted) await tellAdmins(tx, row, true);
        return row;
      });
      return { ...(await withFiles((await findMerchantById(db, updated.id)) ?? updated)), resubmitted };
    },
  };
}
