import type { AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import type { EditMerchantPayload } from '@lull/domain/validation/admin-merchant';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { listMerchantFiles } from '../files';
import { adminMerchantMessages, lockedBusiness, merchantDetail } from './merchant-admin-changes';
import { findMerchantWithOwner, updateMerchantWhile, type MerchantRow } from './merchants.repository';
import { placeOfPostcode, profileColumns, setFilesFromPayload } from './business-profile';

/** What an edit changed, field by field (the spec's names), for the audit trail. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The columns an admin's edit sets, as the spec names them, with the files kept. */
function editableView(merchant: MerchantRow, files: { logo: string[]; certificates: string[] }) {
  return {
    business_name: merchant.businessName,
    business_category: merchant.businessCategory,
    contact_person: merchant.contactPerson,
    user_email: merchant.email,
    phone: merchant.phone,
    address_line_1: merchant.addressLine1,
    address_line_2: merchant.addressLine2 ?? '',
    city: merchant.city,
    postcode: merchant.postcode,
    description: merchant.description,
    website_url: merchant.websiteUrl ?? '',
    social_media_url: merchant.socialMediaUrl ?? '',
    availability_hours: merchant.availabilityHours,
    logo_files: files.logo,
    certificate_files: files.certificates,
  };
}

/**
 * PUT /api/admin/merchants/{id}: the admin's Edit, with the same profile columns, places and files as the owner's
 * Edit Business Profile. It never changes the review state (an owner's save of a declined application is what
 * sends it back for review), the booking policy or the venue photos. The audit trail keeps what changed.
 */
export async function editMerchant(
  { db, clock }: AppContext,
  geocoder: Geocoder,
  actor: Authenticated,
  merchantId: string,
  input: EditMerchantPayload,
): Promise<AdminMerchantDetail> {
  const current = await findMerchantWithOwner(db, merchantId);
  if (!current) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
  const place = await placeOfPostcode(geocoder, input.postcode, current.merchant);
  const fileIds = (files: { id: string }[]) => files.map((file) => file.id);
  await db.transaction(async (tx) => {
    const merchant = await lockedBusiness(tx, merchantId);
    const filesBefore = await listMerchantFiles(tx, merchant.id);
    const idsOf = (type: string) => filesBefore.filter((file) => file.fileType === type).map((file) => file.id);
    const before = editableView(merchant, { logo: idsOf('logo'), certificates: idsOf('certificate') });
    const row = await updateMerchantWhile(tx, merchant.id, { status: merchant.status }, { ...profileColumns(input, place), email: input.user_email, updatedAt: clock() });
    if (!row) throw new AppError('CONFLICT', adminMerchantMessages.deleted);
    await setFilesFromPayload(tx, row, input, actor.user.id);
    const after = editableView(row, { logo: fileIds(input.logo_files), certificates: fileIds(input.certificate_files) });
    await recordAdminAction(tx, actor, { action: 'merchant.edit', targetType: 'merchant', targetId: merchant.id, ...changedFields(before, after) });
  });
  return merchantDetail(db, merchantId);
}
