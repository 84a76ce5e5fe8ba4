import type { AdminPayoutsPage, adminPayoutsQuerySchema, CompletedPayout, CompletePayoutPayload, VerifiedBankAccount } from '@lull/domain/contracts/admin-payouts';
import { pageOffset } from '@lull/domain/contracts/paging';
import { formatPenceAsMoney, penceToPounds, poundsToPence } from '@lull/domain/money';
import { DEFAULT_MINIMUM_PAYOUT_PENCE, DEFAULT_PAYOUT_FREQUENCY, payoutAccountProblem, payoutDue } from '@lull/domain/payout-schedule';
import type { z } from 'zod';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.service';
import { payoutSentMail } from '../mail/templates/payout-sent';
import { notify } from '../notifications/notifications.service';
import { recordPayout } from '../revenue/revenue.service';
import { findUserById } from '../users';
import {
  bankAccountsOf,
  findPayoutByReference,
  insertPayout,
  lastPayoutsOf,
  listOwedMerchantsPage,
  lockMerchantForPayout,
  owedSummary,
  payoutSettingsOf,
  verifyBankAccountFromPending,
  type PayoutMerchantRow,
  type PayoutRow,
} from './payouts-admin.repository';
import { toPayoutRecord } from './payout-record';
import { findBankAccount } from './payouts.repository';
import { BANK_ACCOUNT_NOT_FOUND } from './payouts.service';

export const adminPayoutMessages = {
  notFound: 'Business not found.',
  noBankAccount: 'This business has no bank account to pay into.',
  unverifiedBankAccount: 'This bank account is not verified yet. Verify it before recording a payout to it.',
  nothingOwed: 'This business has no balance to pay out.',
  overBalance: (amount: string, balance: string) => `The payout of ${amount} is more than the balance of ${balance}.`,
  bankAccountNotFound: BANK_ACCOUNT_NOT_FOUND,
  alreadyVerified: 'This bank account is already verified.',
};

type ListQuery = z.output<typeof adminPayoutsQuerySchema>;

/**
 * The admin's Payouts tab (admin spec §2.2, §7; decision 022): who is owed what and where it goes, recording a
 * bank transfer made by hand against the salon's revenue ledger, and marking a bank account verified.
 */
export function createPayoutsAdminService({ db, clock, config }: AppContext) {
  const paymentsUrl = `${config.publicUrl}/merchant/dashboard?tab=payments`;

  /** The owner hears of it in the bell and by mail, in the payout's transaction (sent only if it commits). */
  async function tellOwner(tx: Database, merchant: PayoutMerchantRow, payout: PayoutRow, balancePence: number) {
    const amount = formatPenceAsMoney(payout.amountPence);
    const owner = await findUserById(tx, merchant.userId);
    const mail = payoutSentMail({
      firstName: owner?.firstName ?? '',
      businessName: merchant.businessName,
      amount,
      reference: payout.reference,
      sortCode: payout.bankSortCode,
      last4: payout.bankAccountLast4,
      balance: formatPenceAsMoney(balancePence),
      paymentsUrl,
    });
    await notify(tx, {
      userId: merchant.userId,
      type: 'payout_completed',
      title: mail.subject,
      message: `We have paid ${amount} to your bank account${payout.bankAccountLast4 ? ` ending ${payout.bankAccountLast4}` : ''} (reference ${payout.reference}).`,
    });
    const to = owner?.email ?? merchant.email;
    if (to) await enqueueMail(tx, { to, ...mail });
  }

  return {
    /** GET /api/admin/merchant-payouts: a page of businesses owed money with their bank details, and the tiles. */
    async list(query: ListQuery): Promise<AdminPayoutsPage> {
      const now = clock();
      const [{ rows, total }, summary] = await Promise.all([
        listOwedMerchantsPage(db, { q: query.q, limit: query.page_size, offset: pageOffset(query) }),
        owedSummary(db),
      ]);
      const ids = rows.map((row) => row.id);
      // Three grouped queries for the page, never one per row.
      const [accounts, settings, lastPayouts] = await Promise.all([bankAccountsOf(db, ids), payoutSettingsOf(db, ids), lastPayoutsOf(db, ids)]);
      const accountOf = new Map<string, (typeof accounts)[number]>();
      for (const account of accounts) if (!accountOf.has(account.merchantId)) accountOf.set(account.merchantId, account);
      const settingsOf = new Map(settings.map((row) => [row.merchantId, row]));
      return {
        merchants: rows.map((row) => {
          const account = accountOf.get(row.id);
          const frequency = settingsOf.get(row.id)?.payoutFrequency ?? DEFAULT_PAYOUT_FREQUENCY;
          const minimumPence = settingsOf.get(row.id)?.minimumPayoutPence ?? DEFAULT_MINIMUM_PAYOUT_PENCE;
          const lastPayoutAt = lastPayouts.get(row.id) ?? null;
          return {
            id: row.id,
            business_name: row.businessName,
            user_email: row.email,
            first_name: row.firstName,
            last_name: row.lastName,
            merchant_revenue_balance: penceToPounds(row.balancePence),
            bank_account_id: account?.id ?? null,
            account_holder_name: account?.accountHolderName ?? null,
            bank_name: account?.bankName ?? null,
            sort_code: account?.sortCode ?? null,
            account_number_last_4: account?.accountNumberLast4 ?? null,
            is_verified: account ? account.isVerified : null,
            last_payout_date: lastPayoutAt?.toISOString() ?? null,
            due: payoutDue(now, { balancePence: row.balancePence, minimumPence, frequency, account, lastPayoutAt }),
            payout_frequency: frequency,
            minimum_payout: penceToPounds(minimumPence),
          };
        }),
        summary: { total_pending: penceToPounds(summary.totalPence), merchants_with_banks: summary.withBanks, total_merchants: summary.merchants },
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /**
     * Records a bank transfer made by hand (decision 022). One transaction holding the business's row lock: the
     * same reference again is the same transfer and answers the payout already recorded, debiting nothing; else
     * it needs a bank account Lull's team verified and a positive balance, and pays the amount given (the whole balance by default),
     * never more than the balance. The ledger entry, the balance, the audit row, the bell and the mail commit
     * together or not at all.
     */
    async complete(actor: Authenticated, merchantId: string, input: CompletePayoutPayload): Promise<CompletedPayout> {
      try {
        return await db.transaction(async (tx) => {
          const merchant = await lockMerchantForPayout(tx, merchantId);
          if (!merchant) throw new AppError('NOT_FOUND', adminPayoutMessages.notFound);
          const existing = await findPayoutByReference(tx, merchant.id, input.reference);
          if (existing) {
            return { payout: toPayoutRecord(existing, merchant.businessName), revenue_balance: penceToPounds(merchant.revenueBalancePence), already_recorded: true };
          }
          const [account] = await bankAccountsOf(tx, [merchant.id]);
          if (!account) throw new AppError('CONFLICT', adminPayoutMessages.noBankAccount);
          if (payoutAccountProblem(account) === 'unverified') throw new AppError('CONFLICT', adminPayoutMessages.unverifiedBankAccount);
          const balancePence = merchant.revenueBalancePence;
          if (balancePence <= 0) throw new AppError('CONFLICT', adminPayoutMessages.nothingOwed);
          const amountPence = input.amount === undefined ? balancePence : poundsToPence(input.amount);
          if (amountPence > balancePence) {
            throw new AppError('CONFLICT', adminPayoutMessages.overBalance(formatPenceAsMoney(amountPence), formatPenceAsMoney(balancePence)), {
              amount: adminPayoutMessages.overBalance(formatPenceAsMoney(amountPence), formatPenceAsMoney(balancePence)),
            });
          }
          const payout = await insertPayout(tx, {
            merchantId: merchant.id,
            bankAccountId: account.id,
            bankSortCode: account.sortCode,
            bankAccountLast4: account.accountNumberLast4,
            amountPence,
            reference: input.reference,
            periodStart: input.period_start,
            periodEnd: input.period_end,
            recordedByUserId: actor.user.id,
            createdAt: clock(),
          });
          if (!payout) {
            // Unreachable under the row lock; the unique constraint still has the last word.
            const again = await findPayoutByReference(tx, merchant.id, input.reference);
            if (!again) throw new Error('payout reference conflict without a payout');
            return { payout: toPayoutRecord(again, merchant.businessName), revenue_balance: penceToPounds(balancePence), already_recorded: true };
          }
          const newBalance = await recordPayout(tx, {
            merchantId: merchant.id,
            payoutId: payout.id,
            amountPence,
            description: `Paid out ${formatPenceAsMoney(amountPence)} — ${payout.reference}`,
            recordedByUserId: actor.user.id,
          });
          await recordAdminAction(tx, actor, {
            action: 'payout.record',
            targetType: 'payout',
            targetId: payout.id,
            before: { merchant_id: merchant.id, revenue_balance: penceToPounds(balancePence) },
            after: { merchant_id: merchant.id, amount: penceToPounds(amountPence), revenue_balance: penceToPounds(newBalance), period_start: input.period_start, period_end: input.period_end },
            note: payout.reference,
          });
          await tellOwner(tx, merchant, payout, newBalance);
          return { payout: toPayoutRecord(payout, merchant.businessName), revenue_balance: penceToPounds(newBalance), already_recorded: false };
        });
      } catch (error) {
        // The balance's own check (never negative): a debit above it, however it got past the lock.
        if (pgErrorCode(error) === pgErrorCodes.checkViolation) throw new AppError('CONFLICT', adminPayoutMessages.nothingOwed);
        throw error;
      }
    },

    /** An admin has checked the account's details with the bank; the owner sees Verified. */
    async verifyBankAccount(actor: Authenticated, id: string): Promise<VerifiedBankAccount> {
      return db.transaction(async (tx) => {
        const account = await findBankAccount(tx, id);
        if (!account) throw new AppError('NOT_FOUND', adminPayoutMessages.bankAccountNotFound);
        const verified = await verifyBankAccountFromPending(tx, id, clock());
        if (!verified) throw new AppError('CONFLICT', adminPayoutMessages.alreadyVerified);
        await recordAdminAction(tx, actor, {
          action: 'bank_account.verify',
          targetType: 'merchant',
          targetId: account.merchantId,
          before: { bank_account_id: id, is_verified: false },
          after: { bank_account_id: id, is_verified: true },
        });
        const merchant = await lockMerchantForPayout(tx, account.merchantId);
        if (merchant) {
          await notify(tx, {
            userId: merchant.userId,
            type: 'bank_account_verified',
            title: 'Bank account verified',
            message: `Your ${account.bankName} account ending ${account.accountNumberLast4} is verified. Payouts go to it.`,
          });
        }
        return { id: verified.id, merchant_id: verified.merchantId, is_verified: verified.isVerified };
      });
    },
  };
}

export type PayoutsAdminService = ReturnType<typeof createPayoutsAdminService>;
