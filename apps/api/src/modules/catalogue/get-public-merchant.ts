import type { PublicMerchant } from '@lull/domain/contracts/catalogue';
import { roundedAverage } from '@lull/domain/reviews';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { fileUrl } from '../files/file-urls';
import { findPublicMerchant } from './catalogue.repository';

/** A listed business's public page: its details, photos, rating and hours. */
export async function getPublicMerchant({ db }: AppContext, merchantId: string): Promise<PublicMerchant> {
  const found = await findPublicMerchant(db, merchantId);
  if (!found) throw new AppError('NOT_FOUND', 'Business not found');
  const { merchant } = found;
  return {
    id: merchant.id,
    business_name: merchant.businessName,
    business_category: merchant.businessCategory,
    description: merchant.description,
    address_line_1: merchant.addressLine1,
    address_line_2: merchant.addressLine2,
    city: merchant.city,
    postcode: merchant.postcode,
    phone: merchant.phone,
    website_url: merchant.websiteUrl,
    logo_url: merchant.logoUrl,
    images: found.photos.map((photo) => ({
      url: fileUrl(photo.id),
      alt: photo.altText ?? `${merchant.businessName}`,
      width: photo.width ?? 960,
      height: photo.height ?? 640,
    })),
    rating: roundedAverage(found.rating, found.reviewCount),
    review_count: found.reviewCount,
    availability_hours: merchant.availabilityHours,
    specific_policies: merchant.specificPolicies,
    latitude: merchant.latitude,
    longitude: merchant.longitude,
  };
}
