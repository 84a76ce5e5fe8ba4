import { POSTCODE_UNKNOWN, type MerchantOnboardingPayload, type MerchantProfilePayload } from '@lull/domain/validation/merchant-onboarding';
import type { Database } from '../../db/database';
import type { Geocoder, GeoPoint } from '../../integrations/geocoder/geocoder';
import { AppError } from '../../shared/app-error';
import { fileUrl } from '../files/file-urls';
import { setMerchantFiles } from '../files/files.service';
import { updateMerchant, type MerchantRow } from './merchants.repository';

/*
 * What every business form shares, the owner's and the admin's (decision 049): the refusals, the profile columns,
 * the place of a postcode and the files the form sends.
 */

export const ALREADY_HAS_BUSINESS = 'This account already has a business. Use a different email to list another.';
export const NO_BUSINESS = 'This account has no business yet.';
export const NOT_YOUR_BUSINESS = 'You can only change your own business.';
export const BUSINESS_REMOVED = 'This account’s business was removed from Lull by our team. Please contact us to list a business again.';
export const BUSINESS_PAUSED = 'Business Paused: your business is paused by our team, so it cannot be changed. Contact support to resume it.';

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
