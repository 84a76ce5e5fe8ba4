import type { AdminMerchant, AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import type { FileRecord, OwnMerchant } from '@lull/domain/contracts/merchants';
import { merchantStateOf } from '@lull/domain/merchant-status';
import { penceToPounds } from '@lull/domain/money';
import { fileUrl } from '../files/file-urls';
import type { MerchantFileRow } from '../files/files.service';
import type { MerchantRow, MerchantWithOwner } from './merchants.repository';

/** A file as the API lists it. */
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
 * What the owner's and the admin's views of a business both show of its profile and files, mapped once: the
 * address, the texts and links, the files by kind (certificate_url lists the certificates' addresses), the
 * rejection reason and the revenue balance (decision 043).
 */
function profileAndFiles(merchant: MerchantRow, files: readonly MerchantFileRow[]) {
  const ofType = (type: string) => files.filter((file) => file.fileType === type).map(toFileRecord);
  const certificateFiles = ofType('certificate');
  return {
    address_line_1: merchant.addressLine1,
    address_line_2: merchant.addressLine2 ?? '',
    description: merchant.description,
    logo_url: merchant.logoUrl,
    website_url: merchant.websiteUrl ?? '',
    social_media_url: merchant.socialMediaUrl ?? '',
    certificate_url: certificateFiles.map((file) => file.file_url).join(','),
    availability_hours: merchant.availabilityHours,
    rejection_reason: merchant.rejectionReason,
    merchant_revenue_balance: penceToPounds(merchant.revenueBalancePence),
    logo_files: ofType('logo'),
    certificate_files: certificateFiles,
    photo_files: ofType('photo'),
  };
}

/** The merchant profile as its owner sees it, with its files. Paused is its own flag (schema/merchants.ts). */
export function toOwnMerchantDto(merchant: MerchantRow, files: readonly MerchantFileRow[]): OwnMerchant {
  return {
    id: merchant.id,
    email: merchant.email,
    business_name: merchant.businessName,
    business_category: merchant.businessCategory,
    contact_person: merchant.contactPerson,
    phone: merchant.phone,
    city: merchant.city,
    postcode: merchant.postcode,
    ...profileAndFiles(merchant, files),
    specific_policies: merchant.specificPolicies ?? '',
    status: merchant.status,
    is_paused: merchant.isPaused,
    is_approved: merchant.status === 'approved',
    created_at: merchant.createdAt.toISOString(),
  };
}
export type OwnMerchantDto = OwnMerchant;

/** The admin's status: 'paused' for a paused (approved) business, else its review state (decision 004). */
function adminStatusOf(merchant: MerchantRow): AdminMerchant['status'] {
  return merchantStateOf({ status: merchant.status, isPaused: merchant.isPaused }) === 'paused' ? 'paused' : merchant.status;
}

/** A business in the admin's Merchants list. */
export function toAdminMerchantDto({ merchant, ownerEmail, servicesCount, salonCancellations, recentSalonCancellations }: MerchantWithOwner): AdminMerchant {
  return {
    id: merchant.id,
    business_name: merchant.businessName,
    contact_person: merchant.contactPerson,
    user_email: merchant.email,
    owner_email: ownerEmail ?? '',
    phone: merchant.phone,
    business_category: merchant.businessCategory,
    services_count: servicesCount,
    salon_cancellations: salonCancellations,
    recent_salon_cancellations: recentSalonCancellations,
    city: merchant.city,
    postcode: merchant.postcode,
    status: adminStatusOf(merchant),
    is_verified: merchant.isVerified,
    is_paused: merchant.isPaused,
    created_at: merchant.createdAt.toISOString(),
  };
}

/** A business's profile as the admin sees it: the list's row, its owner, its profile and files, and the team's own fields. */
export function toAdminMerchantDetailDto(row: MerchantWithOwner, files: readonly MerchantFileRow[]): AdminMerchantDetail {
  const { merchant } = row;
  return {
    ...toAdminMerchantDto(row),
    owner_user_id: merchant.userId,
    owner_name: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' '),
    ...profileAndFiles(merchant, files),
    admin_notes: merchant.adminNotes,
    approved_at: merchant.approvedAt?.toISOString() ?? null,
    paused_at: merchant.pausedAt?.toISOString() ?? null,
    pause_reason: merchant.isPaused ? merchant.pauseReason : null,
  };
}
