import type { PayoutRecord } from '@lull/domain/contracts/admin-payouts';
import { penceToPounds } from '@lull/domain/money';
import type { PayoutRow } from './payouts-admin.repository';

/** A recorded payout as the salon and the admin see it: the transfer, its period and the account (last four only). */
export function toPayoutRecord(row: PayoutRow, businessName: string): PayoutRecord {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    business_name: businessName,
    amount: penceToPounds(row.amountPence),
    reference: row.reference,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    sort_code: row.bankSortCode,
    account_number_last_4: row.bankAccountLast4,
    created_at: row.createdAt.toISOString(),
  };
}
