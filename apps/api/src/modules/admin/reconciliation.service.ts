import type { Reconciliation, ReconciliationFigures as FiguresDto, ReconciliationQuery } from '@lull/domain/contracts/reconciliation';
import { penceToPounds } from '@lull/domain/money';
import { paidOutOf } from '@lull/domain/payout-allocation';
import { type BookingRecords, type ReconciliationFigures, reconcile } from '@lull/domain/reconciliation';
import { statementPeriod } from '@lull/domain/statements';
import { toApiStatus } from '@lull/domain/booking-status';
import type { AppContext } from '../../shared/app-context';
import { type BookingMoneyRow, paidBookingRecords, payoutsRecordedBetween } from './reconciliation.repository';

/** A row's records as the rules read them; how much of its settlement is paid out is the ledger queue's answer. */
export function toBookingRecords(row: BookingMoneyRow): BookingRecords {
  const settled = row.settled_pence === null ? null : { amountPence: row.settled_pence, creditsBeforePence: row.settled_credits_before_pence ?? 0 };
  return {
    id: row.id,
    status: row.status,
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
    originalPricePence: row.original_price_pence,
    discountAmountPence: row.discount_amount_pence,
    platformFeePence: row.platform_fee_pence,
    finalPricePence: row.final_price_pence,
    processingFeePence: row.processing_fee_pence,
    merchantPayoutPence: row.merchant_payout_pence,
    paidOn: row.paid_on ?? '',
    cardChargedPence: row.card_charged_pence,
    creditSpentPence: row.credit_spent_pence,
    creditReturnedPence: row.credit_returned_pence,
    cardRefundedPence: row.card_refunded_pence,
    cardRefundOwedPence: row.card_refund_owed_pence,
    cancellationRefund: row.cancellation_refund_pence === null ? null : { refundPence: row.cancellation_refund_pence, pendingPence: row.cancellation_refund_pending_pence ?? 0 },
    settledPence: settled?.amountPence ?? null,
    paidOutPence: settled ? paidOutOf(settled, row.merchant_debits_pence) : 0,
  };
}

function toFiguresDto(figures: ReconciliationFigures): FiguresDto {
  return {
    bookings: figures.bookings,
    card_charges: penceToPounds(figures.cardChargesPence),
    credit_spent: penceToPounds(figures.creditSpentPence),
    money_in: penceToPounds(figures.moneyInPence),
    paid_out_to_salons: penceToPounds(figures.paidOutToSalonsPence),
    owed_to_salons: penceToPounds(figures.owedToSalonsPence),
    lull_fees: penceToPounds(figures.lullFeesPence),
    processing_fees: penceToPounds(figures.processingFeesPence),
    refunded_to_cards: penceToPounds(figures.refundedToCardsPence),
    card_refunds_owed: penceToPounds(figures.cardRefundsOwedPence),
    credit_returned: penceToPounds(figures.creditReturnedPence),
    held_for_appointments: penceToPounds(figures.heldForAppointmentsPence),
    difference: penceToPounds(figures.differencePence),
  };
}

/** The most bookings whose records disagree that one answer lists; the totals still count them all. */
const MAX_DIFFERENCES_LISTED = 100;

/** Lull's reconciliation (decision 055): the admin's check that every penny paid is somewhere the records say. */
export function createReconciliationService({ db, clock }: AppContext) {
  return {
    /** GET /api/admin/reconciliation: the bookings paid on London days `from` to `to`, as the records stand now. */
    async reconcile(query: ReconciliationQuery): Promise<Reconciliation> {
      const asOf = clock();
      const period = statementPeriod(query.from, query.to);
      const [rows, payoutsRecorded] = await Promise.all([paidBookingRecords(db, period), payoutsRecordedBetween(db, period)]);
      const rowOf = new Map(rows.map((row) => [row.id, row]));
      const result = reconcile(rows.map(toBookingRecords));
      return {
        from: query.from,
        to: query.to,
        as_of: asOf.toISOString(),
        days: result.days.map(({ date, ...figures }) => ({ date, ...toFiguresDto(figures) })),
        totals: toFiguresDto(result.totals),
        payouts_recorded: { count: payoutsRecorded.count, amount: penceToPounds(payoutsRecorded.pence) },
        differences: result.differences.slice(0, MAX_DIFFERENCES_LISTED).map((difference) => {
          const row = rowOf.get(difference.bookingId)!;
          return {
            booking_id: row.id,
            merchant_id: row.merchant_id,
            business_name: row.business_name,
            paid_on: difference.paidOn,
            status: toApiStatus(row.status),
            difference: penceToPounds(difference.differencePence),
          };
        }),
      };
    },
  };
}
