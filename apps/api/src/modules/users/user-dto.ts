import { penceToPounds } from '@lull/domain/money';
import { isProfileComplete, type User } from '@lull/domain/contracts/user';
import type { UserRow } from './users.repository';

export function toUserDto(user: UserRow, balances: { creditPence: number; merchantRevenuePence?: number }): User {
  return {
    id: user.id,
    email: user.email ?? '',
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    city: user.city,
    role: user.role,
    credit_balance: penceToPounds(balances.creditPence),
    gdpr_consent: user.gdprConsent,
    marketing_consent: user.marketingConsent,
    referral_code: user.referralCode,
    is_approved: user.isApproved,
    profile_complete: isProfileComplete(user),
    created_at: user.createdAt.toISOString(),
    ...(balances.merchantRevenuePence === undefined ? {} : { merchant_revenue_balance: penceToPounds(balances.merchantRevenuePence) }),
  };
}
