import { DEFAULT_BUSINESS_WEEK, formatBusinessWeek, parseBusinessWeek, type BusinessWeek } from '@lull/domain/business-hours';
import { splitPhone } from '@lull/domain/validation/phone';

import type { UploadedFile } from '@/lib/upload-file';
import { joinedPhone } from '../phone-field';

/** The fields every business-profile form holds (onboarding, Edit Business Profile, Create/Edit Merchant). */
export interface BusinessFormValues {
  business_name: string;
  contact_person: string;
  country_code: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  postcode: string;
  description: string;
  website_url: string;
  social_media_url: string;
  hours: BusinessWeek;
  logo_files: UploadedFile[];
  certificate_files: UploadedFile[];
}

/** The shared fields as the API takes them: one phone, the hours as text, files by id. */
export function businessPayloadOf<T extends BusinessFormValues>({ country_code, phone, hours, logo_files, certificate_files, ...rest }: T) {
  return {
    ...rest,
    phone: joinedPhone(country_code, phone),
    availability_hours: formatBusinessWeek(hours),
    logo_files: fileIds(logo_files),
    certificate_files: fileIds(certificate_files),
  };
}

export const fileIds = (files: readonly UploadedFile[]) => files.map(({ id }) => ({ id }));

/** A stored business, as the profile forms start from it. */
export interface StoredBusiness {
  business_name: string;
  contact_person: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  postcode: string;
  description: string;
  website_url: string;
  social_media_url: string;
  availability_hours: string;
  logo_files: UploadedFile[];
  certificate_files: UploadedFile[];
}

/**
 * What a profile form starts from: a stored business, or a blank one (`phone` and `contact_person` may start it,
 * as onboarding's account does). The stored dialling code stays as it is (decision 035); no number starts at +44.
 */
export function businessFormValuesOf(business: StoredBusiness | null, start: { contact_person?: string; phone?: string } = {}): BusinessFormValues {
  const { countryCode, number } = splitPhone(business?.phone ?? start.phone ?? '');
  return {
    business_name: business?.business_name ?? '',
    contact_person: business?.contact_person ?? start.contact_person ?? '',
    country_code: countryCode,
    phone: number,
    address_line_1: business?.address_line_1 ?? '',
    address_line_2: business?.address_line_2 ?? '',
    city: business?.city ?? '',
    postcode: business?.postcode ?? '',
    description: business?.description ?? '',
    website_url: business?.website_url ?? '',
    social_media_url: business?.social_media_url ?? '',
    hours: (business && parseBusinessWeek(business.availability_hours)) ?? DEFAULT_BUSINESS_WEEK,
    logo_files: business?.logo_files ?? [],
    certificate_files: business?.certificate_files ?? [],
  };
}
