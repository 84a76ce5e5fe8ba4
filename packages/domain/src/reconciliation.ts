import { type BookingMoney, type BookingMoneyOutcome, splitBookingMoney } from './booking-money';
import type { IsoDate } from './london-time';
import type { Pence } from './money';

/**
 * Lull's reconciliation (decision 055): for the bookings paid over a run of London days, the money that came in
 * (card charges kept, credit spent) beside where it is now (paid out to the salon, owed to it, kept by Lull, taken
 * by the card processor, refunded, still owed back, or held for an appointment to come). Each figure that a record
 * holds is read from that record (the charges, both ledgers, the refund requests); only Lull's share, the processor's
 * and what is held come from the rules (`splitBookingMoney`). So the difference is zero only while the records agree
 * with the rules, and a booking whose records do not is listed.
 */

/** One paid booking's amounts as stored, and what each record says became of its money. */
export interface BookingRecords extends BookingMoney {
  id: string;
  /** The London day it was paid: the day its money came in. */
  paidOn: IsoDate;
  /** Card charges that succeeded and were kept: its payment and any price difference a move cost. */
  cardChargedPence: Pence;
  /** Credit spent on it, from the credit ledger. */
  creditSpentPence: Pence;
  /** Credit given back to the customer for it (a cancellation's, a cheaper move's), from the credit ledger. */
  creditReturnedPence: Pence;
  /** Card refunds an admin has paid back, and those still waiting. */
  cardRefundedPence: Pence;
  cardRefundOwedPence: Pence;
  /** Its cancellation's refund, credit and card together, when it was cancelled with one; `pendingPence` is the card part not paid back yet. */
  cancellationRefund: { refundPence: Pence; pendingPence: Pence } | null;
  /** Its settlement in the salon's ledger, or null when it has none yet; and how much of that payouts have paid. */
  settledPence: Pence | null;
  paidOutPence: Pence;
}

export interface ReconciliationFigures {
  bookings: number;
  cardChargesPence: Pence;
  creditSpentPence: Pence;
  moneyInPence: Pence;
  paidOutToSalonsPence: Pence;
  owedToSalonsPence: Pence;
  /** Booking fees Lull earned, less the card processing it bore. */
  lullFeesPence: Pence;
  processingFeesPence: Pence;
  refundedToCardsPence: Pence;
  cardRefundsOwedPence: Pence;
  creditReturnedPence: Pence;
  heldForAppointmentsPence: Pence;
  /** Money in less everything it became: zero while the records agree. */
  differencePence: Pence;
}

const FIGURE_KEYS = [
  'bookings',
  'cardChargesPence',
  'creditSpentPence',
  'moneyInPence',
  'paidOutToSalonsPence',
  'owedToSalonsPence',
  'lullFeesPence',
  'processingFeesPence',
  'refundedToCardsPence',
  'cardRefundsOwedPence',
  'creditReturnedPence',
  'heldForAppointmentsPence',
  'differencePence',
] as const satisfies readonly (keyof ReconciliationFigures)[];

export function noFigures(): ReconciliationFigures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, 0])) as unknown as ReconciliationFigures;
}

/** Adds `figures` into `sum`, in place: a period's tens of thousands of bookings make no object each. */
export function addFigures(sum: ReconciliationFigures, figures: ReconciliationFigures): ReconciliationFigures {
  for (const key of FIGURE_KEYS) sum[key] += figures[key];
  return sum;
}

/** Where the booking stands for the money rules: refunded on cancellation, settled to the salon, or still held. */
function outcomeOf(booking: BookingRecords): BookingMoneyOutcome {
  if (booking.cancellationRefund) return { kind: 'refunded', ...booking.cancellationRefund };
  if (booking.settledPence !== null) return { kind: 'settled' };
  return { kind: 'held' };
}

/** One booking's figures: what came in, what each record says it became, and what the rules say of the rest. */
export function reconcileBooking(booking: BookingRecords): ReconciliationFigures {
  const outcome = outcomeOf(booking);
  const split = splitBookingMoney(booking, outcome);
  const settled = booking.settledPence ?? 0;
  const figures = {
    bookings: 1,
    cardChargesPence: booking.cardChargedPence,
    creditSpentPence: booking.creditSpentPence,
    moneyInPence: booking.cardChargedPence + booking.creditSpentPence,
    paidOutToSalonsPence: booking.paidOutPence,
    owedToSalonsPence: settled - booking.paidOutPence,
    lullFeesPence: split.lullPence,
    processingFeesPence: split.processorPence,
    refundedToCardsPence: booking.cardRefundedPence,
    cardRefundsOwedPence: booking.cardRefundOwedPence,
    creditReturnedPence: booking.creditReturnedPence,
    heldForAppointmentsPence: outcome.kind === 'held' ? split.heldPence : 0,
  };
  const accounted =
    figures.paidOutToSalonsPence +
    figures.owedToSalonsPence +
    figures.lullFeesPence +
    figures.processingFeesPence +
    figures.refundedToCardsPence +
    figures.cardRefundsOwedPence +
    figures.creditReturnedPence +
    figures.heldForAppointmentsPence;
  return { ...figures, differencePence: figures.moneyInPence - accounted };
}

export interface Reconciliation {
  /** Each day any booking was paid, oldest first. */
  days: (ReconciliationFigures & { date: IsoDate })[];
  totals: ReconciliationFigures;
  /** The bookings whose records do not add up, the largest difference first. */
  differences: { bookingId: string; paidOn: IsoDate; differencePence: Pence }[];
}

/** The period's bookings reconciled, by the day each was paid and in total. */
export function reconcile(bookings: readonly BookingRecords[]): Reconciliation {
  const byDay = new Map<IsoDate, ReconciliationFigures>();
  const totals = noFigures();
  const differences: Reconciliation['differences'] = [];
  for (const booking of bookings) {
    const figures = reconcileBooking(booking);
    const day = byDay.get(booking.paidOn) ?? noFigures();
    byDay.set(booking.paidOn, addFigures(day, figures));
    addFigures(totals, figures);
    if (figures.differencePence !== 0) differences.push({ bookingId: booking.id, paidOn: booking.paidOn, differencePence: figures.differencePence });
  }
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, figures]) => ({ date, ...figures }));
  differences.sort((a, b) => Math.abs(b.differencePence) - Math.abs(a.differencePence) || a.bookingId.localeCompare(b.bookingId));
  return { days, totals, differences };
}
