import type { Pence } from './money';

/**
 * Which money a salon's payouts paid (decision 055). The ledger is a queue: what comes in (a settled booking, a
 * positive adjustment) joins it, and what goes out (a payout, a negative adjustment) takes from its head, so the
 * n-th penny paid out is the n-th penny that came in. Each entry is placed on the ledger by what came in and went
 * out before it, oldest first; the ledger reads that from the database, these rules only compare the ranges.
 */

/** Money in: its amount, and how much came in before it. */
export interface CreditPlace {
  amountPence: Pence;
  creditsBeforePence: Pence;
}

/** Money out: its amount (positive), and how much went out before it. */
export interface DebitPlace {
  amountPence: Pence;
  debitsBeforePence: Pence;
}

/** How much of `credit` has been paid out once `debitsPence` has gone out in all: none, part or all of it. */
export function paidOutOf(credit: CreditPlace, debitsPence: Pence): Pence {
  return Math.min(credit.amountPence, Math.max(0, debitsPence - credit.creditsBeforePence));
}

/** How much of `credit` the one `debit` paid: where the two ranges of the queue overlap. */
export function paidByDebit(credit: CreditPlace, debit: DebitPlace): Pence {
  const start = Math.max(credit.creditsBeforePence, debit.debitsBeforePence);
  const end = Math.min(credit.creditsBeforePence + credit.amountPence, debit.debitsBeforePence + debit.amountPence);
  return Math.max(0, end - start);
}

/** The payouts (or other money out) that paid any of `credit`, in the order given. */
export function debitsThatPaid<Debit extends DebitPlace>(credit: CreditPlace, debits: readonly Debit[]): Debit[] {
  return debits.filter((debit) => paidByDebit(credit, debit) > 0);
}
