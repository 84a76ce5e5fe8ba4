import type { FileRecord, OwnMerchant } from '@lull/domain/contracts/merchants';
import { penceToPounds } from '@lull/domain/money';
import { fileUrl } from '../files/file-urls';
import type { MerchantFileRow } from '../files/files.service';
import type { MerchantRow } from './merchants.repository';

/** The spec's file record (merchant spec §3). */
export function toFileRecord(file: MerchantFileRow): FileRecord {
  return {
    id: file.id,
    file_type: file.fileType,
    file_name: file.fileName,
    original_name: file.originalName,
    file_size: file.fileSizeBytes,
    mime_type: file.mimeType,
    file_url: fileUrl(file.id),
  };
}

/**
 * The merchant profile as its owner (and admins) see it (merchant spec §3), with its files. Paused is its own
 * flag (decision in schema/merchants.ts); certificate_url lists the certificates' addresses as the spec has it.
 */
export function toOwnMerchantDto(merchant: MerchantRow, files: readonly MerchantFileRow[]): OwnMerchant {
  const logoFiles = files.filter((file) => file.fileType === 'logo').map(toFileRecord);
  const certificateFiles = files.filter((file) => file.fileType === 'certificate').map(toFileRecord);
  const photoFiles = files.filter((file) => file.fileType === 'photo').map(toFileRecord);
  return {
    id: merchant.id,
    email: merchant.email,
    business_name: merchant.businessName,
    business_category: merchant.businessCategory,
    contact_person: merchant.contactPerson,
    phone: merchant.phone,
    address_line_1: merchant.addressLine1,
    address_line_2: merchant.addressLine2 ?? '',
    city: merchant.city,
    postcode: merchant.postcode,
    description: merchant.description,
    logo_url: merchant.logoUrl,
    website_url: merchant.websiteUrl ?? '',
    social_media_url: merchant.socialMediaUrl ?? '',
    certificate_url: certificateFiles.map((file) => file.file_url).join(','),
    availability_hours: merchant.availabilityHours,
    specific_policies: merchant.specificPolicies ?? '',
    status: merchant.status,
    rejection_reason: merchant.rejectionReason,
    is_paused: merchant.isPaused,
    is_approved: merchant.status === 'approved',
    merchant_revenue_balance: penceToPounds(merchant.revenueBalancePence),
    logo_files: logoFiles,
    certificate_files: certificateFiles,
    photo_files: photoFiles,
    created_at: merchant.createdAt.toISOString(),
  };
}
export type OwnMerchantDto = OwnMerchant;
