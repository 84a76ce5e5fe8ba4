import { POSTCODE_UNKNOWN, type MerchantOnboardingPayload } from '@lull/domain/validation/merchant-onboarding';
import type { MarketplaceFigures } from '@lull/domain/contracts/merchants';
import { penceToPounds } from '@lull/domain/money';
import { UPLOAD_MESSAGES } from '@lull/domain/uploads';
import { pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { fileUrl } from '../files/file-urls';
import { madeBookingTotals } from '../bookings/bookings.service';
import { enqueueMail } from '../mail/mail.service';
import { applicationReceivedMail } from '../mail/templates/application-received';
import { notify } from '../notifications/notifications.service';
import { findAdministrators, makeMerchant } from '../users/users.service';
import { toOwnMerchantDto, type OwnMerchantDto } from './merchant-dto';
import { claimUploads, countListedMerchants, findMerchantByUserId, insertMerchant, listFilesOf, setMerchantLogoUrl } from './merchants.repository';

export const ALREADY_HAS_BUSINESS = 'This account already has a business. Use a different email to list another.';
export const NO_BUSINESS = 'This account has no business yet.';

/** The landing page's figures change slowly; counting every booking on each visit would not. */
const FIGURES_CACHE_MS = 10 * 60_000;

export function createMerchantsService({ db, config, clock }: AppContext, geocoder: Geocoder) {
  let figures: { value: MarketplaceFigures; until: number } | undefined;

  /** Every administrator hears of an application: a notification in the bell and a mail through the outbox. */
  async function tellAdmins(tx: typeof db, merchant: { businessName: string; city: string }, resubmitted: boolean) {
    const mail = applicationReceivedMail({ ...merchant, resubmitted, reviewUrl: `${config.publicUrl}/admin` });
    for (const admin of await findAdministrators(tx)) {
      await notify(tx, { userId: admin.id, type: 'merchant_application', title: mail.subject, message: `${merchant.businessName} is waiting for review.` });
      if (admin.email) await enqueueMail(tx, { to: admin.email, ...mail });
    }
  }

  /** The signed-in user's business with its files. */
  async function getMine(owner: Authenticated): Promise<OwnMerchantDto> {
    const merchant = await findMerchantByUserId(db, owner.user.id);
    if (!merchant) throw new AppError('NOT_FOUND', NO_BUSINESS);
    return toOwnMerchantDto(merchant, await listFilesOf(db, merchant.id));
  }

  return {
    getMine,

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
      if (await findMerchantByUserId(db, owner.user.id)) throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
      const place = await geocoder.locate(input.postcode);
      if (!place) throw new AppError('VALIDATION_FAILED', POSTCODE_UNKNOWN, { postcode: POSTCODE_UNKNOWN });

      try {
        await db.transaction(async (tx) => {
          const merchant = await insertMerchant(tx, {
            userId: owner.user.id,
            // The business's contact address starts as the owner's; the profile may change it.
            email: owner.user.email ?? '',
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
            status: 'pending_review',
          });
          const logoIds = input.logo_files.map((file) => file.id);
          const certificateIds = input.certificate_files.map((file) => file.id);
          const [logo] = await claimUploads(tx, owner.user.id, merchant.id, 'logo', logoIds);
          const certificates = await claimUploads(tx, owner.user.id, merchant.id, 'certificate', certificateIds);
          // An id that is not this user's waiting upload (expired, someone else's, sent twice): upload again.
          if ((logoIds.length > 0 && !logo) || certificates.length !== new Set(certificateIds).size) {
            const field = logoIds.length > 0 && !logo ? 'logo_files' : 'certificate_files';
            throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.failed, { [field]: UPLOAD_MESSAGES.failed });
          }
          if (logo) await setMerchantLogoUrl(tx, merchant.id, fileUrl(logo.id));
          await makeMerchant(tx, owner.user);
          await tellAdmins(tx, merchant, false);
        });
      } catch (error) {
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
        throw error;
      }
      return getMine(owner);
    },
  };
}
