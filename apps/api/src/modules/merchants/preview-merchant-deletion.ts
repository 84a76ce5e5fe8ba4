import type { MerchantDeletionPreview } from '@lull/domain/contracts/admin-merchants';
import { penceToPounds } from '@lull/domain/money';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import type { BusinessActivity } from './business-activity';
import { adminMerchantMessages } from './merchant-admin-changes';
import { findMerchantWithOwner } from './merchants.repository';

/**
 * GET /api/admin/merchants/{id}/deletion-preview (decision 042): what Delete would cancel and refund if pressed
 * now, read with the rule Delete applies, so its confirmation can say it before anything happens.
 */
export async function previewMerchantDeletion({ db, clock }: AppContext, activity: BusinessActivity, merchantId: string): Promise<MerchantDeletionPreview> {
  const { previewClosureOfBusiness } = activity;
  const row = await findMerchantWithOwner(db, merchantId);
  if (!row) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
  const preview = await previewClosureOfBusiness(db, merchantId, clock());
  return {
    id: merchantId,
    business_name: row.merchant.businessName,
    bookings_to_cancel: preview.cancelled,
    credit_refund_total: penceToPounds(preview.creditsRestoredPence),
    card_refund_total: penceToPounds(preview.cardRefundPence),
    holds_to_release: preview.released,
    services_to_archive: row.servicesCount,
  };
}
