import { formatBusinessWeek, type BusinessWeek } from '@lull/domain/business-hours';

import { joinedPhone } from '../phone-field';
import type { UploadedFile } from '../../lib/upload-file';

/** The fields onboarding and Edit Business Profile share, as the forms hold them. */
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
