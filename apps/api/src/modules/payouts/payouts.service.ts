import { accountNumberLast4 } from '@lull/domain/bank-account';
import type { PayoutDetail, PayoutRecord } from '@lull/domain/contracts/admin-payouts';
import { type Page, pageOffset } from '@lull/domain/contracts/paging';
import type { BankAccount, PayoutSettings, RevenueQuery, RevenueSummary, Statement, StatementQuery } from '@lull/domain/contracts/payouts';
import { penceToPounds } from '@lull/domain/money';
import { DEFAULT_MINIMUM_PAYOUT_PENCE, DEFAULT_PAYOUT_FREQUENCY, PAYOUT_SETUP_REQUIRED, scheduledPayout, type PayoutFrequency } from '@lull/domain/payout-schedule';
import type { BankAccountPayload, BankAccountUpdatePayload } from '@lull/domain/validation/bank-account';
import type { PayoutSettingsPayload } from '@lull/domain/validation/payout-settings';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { pendingRevenueOf, revenueLedgerPage, revenueStatement, whatPayoutPaid } from '../revenue/revenue.service';
import { encryptAccountNumber } from './account-number-cipher';
import { toPayoutRecord } from './payout-record';
import {
  countBankAccounts,
  deleteBankAccount,
  findBankAccount,
  findLatestPayout,
  findPayout,
  findPayoutSettings,
  insertBankAccount,
  listBankAccounts,
  listPayoutsPage,
  updateBankAccount,
  upsertPayoutSettings,
  type BankAccountRow,
} from './payouts.repository';

export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found.';
export const PAYOUT_NOT_FOUND = 'Payout not found.';
/** A handful covers a salon with a business and a savings account; more is a mistake or abuse. */
export const MAX_BANK_ACCOUNTS = 5;
export const TOO_MANY_BANK_ACCOUNTS = `You can save up to ${MAX_BANK_ACCOUNTS} bank accounts. Delete one to add another.`;

/** Only the last four digits ever leave the server; the ciphertext never does. */
function toBankAccountDto(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    account_holder_name: row.accountHolderName,
    bank_name: row.bankName,
    sort_code: row.sortCode,
    account_number_last_4: row.accountNumberLast4,
    account_type: row.accountType,
    data_consent_given: true,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}

/** The salon's schedule (the defaults when it never saved one) and its next payout date. */
async function scheduleOf(db: Database, merchantId: string, now: Date) {
  const [settings, accounts] = await Promise.all([findPayoutSettings(db, merchantId), countBankAccounts(db, merchantId)]);
  const frequency: PayoutFrequency = settings?.payoutFrequency ?? DEFAULT_PAYOUT_FREQUENCY;
  const next = scheduledPayout(now, frequency, accounts > 0);
  return {
    payout_frequency: frequency,
    minimum_payout_amount: penceToPounds(settings?.minimumPayoutPence ?? DEFAULT_MINIMUM_PAYOUT_PENCE),
    next_payout_scheduled: next,
    next_payout_label: next === null ? PAYOUT_SETUP_REQUIRED : null,
  };
}

/**
 * A salon's money out: its bank accounts (numbers encrypted at rest), its payout schedule, and the revenue
 * balance with the ledger behind it. Every call acts on the caller's own business, or on the one an admin names;
 * a merchant naming another business's id is refused, and a paused business changes nothing.
 */
export function createPayoutsService({ db, clock, config }: AppContext) {
  /** The account `id` of the business the request may change; another business's account is as good as absent. */
  async function changeableAccount(actor: Authenticated, id: string, merchantId: string | undefined) {
    const account = await findBankAccount(db, id);
    if (!account) throw new AppError('NOT_FOUND', BANK_ACCOUNT_NOT_FOUND);
    const merchant = await changeableBusiness(db, actor, actor.user.role === 'admin' ? (merchantId ?? account.merchantId) : merchantId);
    if (merchant.id !== account.merchantId) throw new AppError('NOT_FOUND', BANK_ACCOUNT_NOT_FOUND);
    return { account, merchant };
  }

  return {
    async listBankAccounts(actor: Authenticated, merchantId?: string): Promise<BankAccount[]> {
      const merchant = await businessOfRequest(db, actor, merchantId);
      return (await listBankAccounts(db, merchant.id)).map(toBankAccountDto);
    },

    async addBankAccount(actor: Authenticated, input: BankAccountPayload, merchantId?: string): Promise<BankAccount> {
      const merchant = await changeableBusiness(db, actor, merchantId);
      if ((await countBankAccounts(db, merchant.id)) >= MAX_BANK_ACCOUNTS) throw new AppError('CONFLICT', TOO_MANY_BANK_ACCOUNTS);
      const now = clock();
      const row = await insertBankAccount(db, {
        merchantId: merchant.id,
        accountHolderName: input.account_holder_name,
        bankName: input.bank_name,
        sortCode: input.sort_code,
        accountNumberLast4: accountNumberLast4(input.account_number),
        accountNumberEncrypted: encryptAccountNumber(config.bankAccountKey, input.account_number, merchant.id),
        accountType: input.account_type,
        dataConsentGivenAt: now,
        createdAt: now,
      });
      return toBankAccountDto(row);
    },

    /**
     * Edit: a blank account number keeps the stored one. New details need checking again, so a verified account
     * goes back to pending verification when its sort code or number changes.
     */
    async updateBankAccount(actor: Authenticated, id: string, input: BankAccountUpdatePayload, merchantId?: string): Promise<BankAccount> {
      const { account, merchant } = await changeableAccount(actor, id, merchantId);
      const newNumber = input.account_number !== '' ? input.account_number : null;
      const detailsChanged = newNumber !== null || input.sort_code !== account.sortCode;
      const row = await updateBankAccount(db, id, merchant.id, {
        accountHolderName: input.account_holder_name,
        bankName: input.bank_name,
        sortCode: input.sort_code,
        accountType: input.account_type,
        dataConsentGivenAt: clock(),
        ...(newNumber !== null
          ? { accountNumberLast4: accountNumberLast4(newNumber), accountNumberEncrypted: encryptAccountNumber(config.bankAccountKey, newNumber, merchant.id) }
          : {}),
        ...(detailsChanged ? { isVerified: false } : {}),
      });
      if (!row) throw new AppError('NOT_FOUND', BANK_ACCOUNT_NOT_FOUND);
      return toBankAccountDto(row);
    },

    async deleteBankAccount(actor: Authenticated, id: string, merchantId?: string): Promise<void> {
      const { merchant } = await changeableAccount(actor, id, merchantId);
      if (!(await deleteBankAccount(db, id, merchant.id))) throw new AppError('NOT_FOUND', BANK_ACCOUNT_NOT_FOUND);
    },

    async getPayoutSettings(actor: Authenticated, merchantId?: string): Promise<PayoutSettings> {
      const merchant = await businessOfRequest(db, actor, merchantId);
      return scheduleOf(db, merchant.id, clock());
    },

    async savePayoutSettings(actor: Authenticated, input: PayoutSettingsPayload, merchantId?: string): Promise<PayoutSettings> {
      const merchant = await changeableBusiness(db, actor, merchantId);
      await upsertPayoutSettings(db, { merchantId: merchant.id, payoutFrequency: input.payout_frequency, minimumPayoutPence: input.minimum_payout_amount });
      return scheduleOf(db, merchant.id, clock());
    },

    /** GET /api/merchant/payouts: the transfers recorded to the salon's bank, newest first. */
    async payoutHistory(actor: Authenticated, query: RevenueQuery): Promise<Page<PayoutRecord>> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const { rows, total } = await listPayoutsPage(db, merchant.id, { limit: query.page_size, offset: pageOffset(query) });
      return { items: rows.map((row) => toPayoutRecord(row, merchant.businessName)), total, page: query.page, page_size: query.page_size };
    },

    /**
     * GET /api/merchant/payouts/:id: a payout and the bookings it paid. The salon reads its own; an admin any, named
     * by the payout alone. Another salon's payout is as good as absent.
     */
    async payoutDetail(actor: Authenticated, id: string, merchantId?: string): Promise<PayoutDetail> {
      const payout = await findPayout(db, id);
      if (!payout) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
      const merchant = await businessOfRequest(db, actor, actor.user.role === 'admin' ? (merchantId ?? payout.merchantId) : merchantId);
      if (merchant.id !== payout.merchantId) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
      return { ...toPayoutRecord(payout, merchant.businessName), paid: await whatPayoutPaid(db, merchant.id, payout.id) };
    },

    /** GET /api/merchant/statements: the ledger over a run of days, with a running balance (`revenueStatement`). */
    async statement(actor: Authenticated, query: StatementQuery): Promise<Statement> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      return revenueStatement(db, merchant, query);
    },

    /** GET /api/merchant/revenue: the balance (the ledger's running sum), pending revenue, the schedule and a page of entries. */
    async revenue(actor: Authenticated, query: RevenueQuery): Promise<RevenueSummary> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const [schedule, pending, entries, lastPayout] = await Promise.all([
        scheduleOf(db, merchant.id, clock()),
        pendingRevenueOf(db, merchant.id),
        revenueLedgerPage(db, merchant.id, query),
        findLatestPayout(db, merchant.id),
      ]);
      return {
        business_name: merchant.businessName,
        revenue_balance: penceToPounds(merchant.revenueBalancePence),
        pending_revenue: penceToPounds(pending.pence),
        pending_bookings: pending.bookings,
        ...schedule,
        last_payout: lastPayout ? { amount: penceToPounds(lastPayout.amountPence), reference: lastPayout.reference, paid_at: lastPayout.createdAt.toISOString() } : null,
        entries,
      };
    },
  };
}
