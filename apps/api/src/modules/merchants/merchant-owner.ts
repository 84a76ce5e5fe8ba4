import type { MerchantOwnerLookup } from '@lull/domain/contracts/admin-merchant-owner';
import { penceToPounds } from '@lull/domain/money';
import { existingOwnerQuestion } from '@lull/domain/validation/admin-merchant';
import type { Database } from '../../db/database';
import { spendableCreditPence } from '../credits/credits.service';
import { findUserByEmail, type UserRow } from '../users';
import type { BusinessActivity } from './business-activity';
import { findAnyMerchantByUserId } from './merchants.repository';
import { ALREADY_HAS_BUSINESS } from './business-profile';

/** Why Create Merchant will not make an existing account a business's owner (decision 016). */
export const OWNER_ACCOUNT_REFUSALS = {
  adminEmail: 'This email belongs to a Lull administrator. Use the business owner’s own email.',
  disabledAccount: 'The account with this email is disabled. Enable it in Users first, or use another email.',
  hasBusiness: ALREADY_HAS_BUSINESS,
};

export interface ExistingOwner {
  owner: UserRow;
  hasBusiness: boolean;
  totalBookings: number;
  creditPence: number;
  /** Why it cannot own the new business; null when it can, once the admin confirms. */
  refusal: string | null;
  /** What the admin is asked first (existingOwnerQuestion). */
  question: string;
}

/**
 * The open account an owner's email already belongs to, with what the admin must know before it becomes a
 * business's owner (decision 041): who it is, its bookings and credit, and whether it may own one at all. Create
 * Merchant and its look-up both ask this, in the caller's transaction.
 */
export async function existingOwnerAccount(
  db: Database,
  email: string,
  now: Date,
  bookingTotalsOf: BusinessActivity['bookingTotalsOf'],
): Promise<ExistingOwner | undefined> {
  const owner = await findUserByEmail(db, email);
  if (!owner) return undefined;
  const [business, totals, creditPence] = await Promise.all([findAnyMerchantByUserId(db, owner.id), bookingTotalsOf(db, [owner.id]), spendableCreditPence(db, owner.id, now)]);
  const hasBusiness = business !== undefined;
  const refusal =
    owner.role === 'admin' ? OWNER_ACCOUNT_REFUSALS.adminEmail : !owner.isApproved ? OWNER_ACCOUNT_REFUSALS.disabledAccount : hasBusiness ? OWNER_ACCOUNT_REFUSALS.hasBusiness : null;
  const totalBookings = totals.get(owner.id)?.bookings ?? 0;
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
  return {
    owner,
    hasBusiness,
    totalBookings,
    creditPence,
    refusal,
    question: existingOwnerQuestion({ name, email: owner.email ?? email, role: owner.role, totalBookings, creditPence }),
  };
}

/** GET /api/admin/merchants/owner-lookup: the same facts, as Create Merchant's form shows them. */
export async function lookUpOwner(db: Database, email: string, now: Date, bookingTotalsOf: BusinessActivity['bookingTotalsOf']): Promise<MerchantOwnerLookup> {
  const found = await existingOwnerAccount(db, email, now, bookingTotalsOf);
  if (!found) return { email, account: null, refusal: null, question: null };
  const { owner } = found;
  return {
    email,
    account: {
      id: owner.id,
      name: [owner.firstName, owner.lastName].filter(Boolean).join(' '),
      role: owner.role,
      is_approved: owner.isApproved,
      has_business: found.hasBusiness,
      total_bookings: found.totalBookings,
      credit_balance: penceToPounds(found.creditPence),
    },
    refusal: found.refusal,
    question: found.refusal ? null : found.question,
  };
}
