import { toApiStatus } from '@lull/domain/booking-status';
import type { PayoutDetail } from '@lull/domain/contracts/admin-payouts';
import type { RevenueEntry, Statement } from '@lull/domain/contracts/payouts';
import { type Page, pageOffset } from '@lull/domain/contracts/paging';
import { salonProcessingFee } from '@lull/domain/merchant-bookings';
import { penceToPounds } from '@lull/domain/money';
import { paidByDebit } from '@lull/domain/payout-allocation';
import { statementPeriod, statementTotals, withRunningBalance } from '@lull/domain/statements';
import type { Database } from '../../db/database';
import { creditsReachedByPayout, insertRevenueEntry, listRevenueEntries, pendingRevenue, revenueEntriesOver, type RevenueEntryRow } from './revenue.repository';

/**
 * Pays a salon for a booking it settled (completed or no-show), in the caller's transaction: one ledger entry
 * and the balance moved by it. A second settlement of the same booking violates the ledger's unique index, so
 * the caller's transaction fails rather than paying twice. Returns the new balance in pence. `settledByUserId` is
 * null when Lull settles it (a late cancellation once its time has passed).
 */
export async function recordBookingSettlement(
  tx: Database,
  settlement: { merchantId: string; bookingId: string; amountPence: number; description: string; settledByUserId: string | null },
): Promise<number> {
  return insertRevenueEntry(tx, {
    merchantId: settlement.merchantId,
    type: 'booking_settled',
    amountPence: settlement.amountPence,
    bookingId: settlement.bookingId,
    description: settlement.description,
    createdByUserId: settlement.settledByUserId,
  });
}

/**
 * Takes a recorded payout off the salon's balance, in the caller's transaction: one negative ledger entry tied to
 * the payout (a payout has at most one, by the ledger's unique index) and the balance lowered by it. The balance's
 * check (never negative) refuses a payout above it, so the caller's transaction fails rather than overpaying.
 * Returns the new balance in pence.
 */
export async function recordPayout(
  tx: Database,
  payout: { merchantId: string; payoutId: string; amountPence: number; description: string; recordedByUserId: string },
): Promise<number> {
  if (!Number.isInteger(payout.amountPence) || payout.amountPence <= 0) throw new Error(`a payout must be a positive number of pence, not ${payout.amountPence}`);
  return insertRevenueEntry(tx, {
    merchantId: payout.merchantId,
    type: 'payout',
    amountPence: -payout.amountPence,
    payoutId: payout.payoutId,
    description: payout.description,
    createdByUserId: payout.recordedByUserId,
  });
}

const poundsOrNull = (pence: number | null) => (pence === null ? null : penceToPounds(pence));

/** The processing fee the salon bore on the entry's booking (decision 038), null for an entry without one. */
function salonProcessingFeeOf({ originalPricePence, discountAmountPence, merchantPayoutPence }: RevenueEntryRow): number | null {
  if (originalPricePence === null || discountAmountPence === null || merchantPayoutPence === null) return null;
  return penceToPounds(salonProcessingFee({ originalPricePence, discountAmountPence, merchantPayoutPence }));
}

function toRevenueEntryDto(row: RevenueEntryRow): RevenueEntry {
  return {
    id: row.id,
    type: row.type,
    amount: penceToPounds(row.amountPence),
    description: row.description,
    created_at: row.createdAt.toISOString(),
    booking_id: row.bookingId,
    service_name: row.serviceName,
    booking_date: row.bookingDate,
    booking_time: row.bookingTime,
    booking_status: row.bookingStatus ? toApiStatus(row.bookingStatus) : null,
    price: poundsOrNull(row.originalPricePence),
    discount: poundsOrNull(row.discountAmountPence),
    processing_fee: salonProcessingFeeOf(row),
    payout_id: row.payoutId,
  };
}

/** One page of a salon's ledger, newest first, each settlement with the booking's price, discount and fee. */
export async function revenueLedgerPage(db: Database, merchantId: string, { page, page_size }: { page: number; page_size: number }): Promise<Page<RevenueEntry>> {
  const { rows, total } = await listRevenueEntries(db, merchantId, { limit: page_size, offset: pageOffset({ page, page_size }) });
  return { items: rows.map(toRevenueEntryDto), total, page, page_size };
}

/** What confirmed bookings will still pay the salon, in pence, and how many there are. */
export async function pendingRevenueOf(db: Database, merchantId: string): Promise<{ pence: number; bookings: number }> {
  return pendingRevenue(db, merchantId);
}

/**
 * A salon's statement for London days `from` to `to` (GET /api/merchant/statements): the ledger's balance before
 * the first day, every entry of the period oldest first with the balance after it, and the balance after the last
 * day. The closing balance of a period that runs to today is the revenue balance.
 */
export async function revenueStatement(db: Database, merchant: { id: string; businessName: string }, { from, to }: { from: string; to: string }): Promise<Statement> {
  const { openingPence, entries } = await revenueEntriesOver(db, merchant.id, statementPeriod(from, to));
  const { lines, closingPence } = withRunningBalance(openingPence, entries);
  const totals = statementTotals(entries);
  return {
    business_name: merchant.businessName,
    from,
    to,
    opening_balance: penceToPounds(openingPence),
    closing_balance: penceToPounds(closingPence),
    totals: { settled: penceToPounds(totals.settledPence), paid_out: penceToPounds(totals.paidOutPence), adjusted: penceToPounds(totals.adjustedPence) },
    lines: lines.map((line) => ({ ...toRevenueEntryDto(line), balance: penceToPounds(line.balancePence), payout_reference: line.payoutReference })),
  };
}

/** The money a payout paid, oldest first: each entry its queue reaches and this payout's part of it (decision 055). */
export async function whatPayoutPaid(db: Database, merchantId: string, payoutId: string): Promise<PayoutDetail['paid']> {
  const rows = await creditsReachedByPayout(db, merchantId, payoutId);
  return rows.map((row) => ({
    entry_id: row.id,
    type: row.type,
    description: row.description,
    booking_id: row.booking_id,
    service_name: row.service_name,
    booking_date: row.booking_date,
    booking_time: row.booking_time,
    settled_at: new Date(row.created_at).toISOString(),
    amount: penceToPounds(row.amount_pence),
    paid: penceToPounds(
      paidByDebit({ amountPence: row.amount_pence, creditsBeforePence: row.credits_before_pence }, { amountPence: row.payout_amount_pence, debitsBeforePence: row.payout_debits_before_pence }),
    ),
  }));
}

/** The ledger's queue (decision 055), as SQL and as each salon's payouts, for reports that join it to other records (Lull's reconciliation, the bookings export). */
export { ledgerPlacesOf, payoutPlacesOf } from './revenue.repository';
