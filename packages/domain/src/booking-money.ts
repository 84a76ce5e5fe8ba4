import { settlementAmount } from './merchant-bookings';
import { type Pence } from './money';
import { platformFeeEarned, wasPaid } from './platform-earnings';
import type { BookingStatus } from './booking-status';

/** A booking's stored amounts (priced once, at booking time) and where it stands. */
export interface BookingMoney {
  status: BookingStatus;
  confirmedAt: Date | null;
  originalPricePence: Pence;
  discountAmountPence: Pence;
  platformFeePence: Pence;
  finalPricePence: Pence;
  processingFeePence: Pence;
  merchantPayoutPence: Pence;
}

/**
 * What became of a paid booking's money so far: still held for the appointment (confirmed, or cancelled late and
 * not yet past its start), settled to the salon (completed, no-show, a late cancellation once its time passed), or
 * refunded (`refundPence` in all: the credits restored and the card refund; `pendingPence` of it is a card refund
 * an admin has not paid back yet).
 */
export type BookingMoneyOutcome = { kind: 'held' } | { kind: 'settled' } | { kind: 'refunded'; refundPence: Pence; pendingPence: Pence };

/** Where each penny the customer paid for one booking went (decision 020). */
export interface MoneySplit {
  /** Credits plus card: the booking's final price when it was paid, else 0. */
  paidPence: Pence;
  /** Back to the customer: credits restored and card refunded. */
  returnedPence: Pence;
  /** The salon's settlement in its revenue ledger. */
  salonPence: Pence;
  /** The card processor's fee (2.9 % + 30p on the whole amount due), which no refund gives back. */
  processorPence: Pence;
  /**
   * Lull's share: the platform fee it earned (decision 017) less the processing fee nobody else bore. Negative
   * only when Lull paid the processor more than it earned, as on a £0 service or a refund in full.
   */
  lullPence: Pence;
  /** Paid and not yet settled, or a card refund not yet paid back: Lull holds it. */
  heldPence: Pence;
}

/**
 * Splits a booking's money between the customer (refunds), the salon, the processor and Lull. Each share comes
 * from its own rule (the salon's settlement, the processor's fee, the fee Lull earned), so `paid = returned + salon
 * + processor + lull + held` is a property the rules must keep, checked by tests, not an identity by construction:
 * the processing fee is first borne by the part of the price the salon's settlement leaves or the refund keeps,
 * and Lull absorbs whatever of it is left: on a settled booking, the processing on its own fee (decision 038: an £18
 * treatment's 97p is 82p from the salon's price and 15p from Lull's £5), and on a £0 Skin Consultation all 45p (the
 * customer pays £5, the salon gets nothing and Lull keeps £4.55).
 */
export function splitBookingMoney(booking: BookingMoney, outcome: BookingMoneyOutcome): MoneySplit {
  if (!wasPaid(booking)) return { paidPence: 0, returnedPence: 0, salonPence: 0, processorPence: 0, lullPence: 0, heldPence: 0 };
  if (outcome.kind === 'held') return { paidPence: booking.finalPricePence, returnedPence: 0, salonPence: 0, processorPence: 0, lullPence: 0, heldPence: booking.finalPricePence };

  const refundPence = outcome.kind === 'refunded' ? outcome.refundPence : 0;
  const pendingPence = outcome.kind === 'refunded' ? outcome.pendingPence : 0;
  const priceAfterDiscount = booking.originalPricePence - booking.discountAmountPence;
  const salonPence = outcome.kind === 'settled' ? settlementAmount(booking) : 0;
  // The price neither returned nor paid to the salon is what covers the processing fee; Lull covers the rest.
  const priceKept = Math.max(0, priceAfterDiscount - refundPence - salonPence);
  const absorbedByLull = Math.max(0, booking.processingFeePence - priceKept);
  const earned = platformFeeEarned({
    status: booking.status,
    confirmedAt: booking.confirmedAt,
    platformFeePence: booking.platformFeePence,
    finalPricePence: booking.finalPricePence,
    refundedPence: refundPence,
  });
  return {
    paidPence: booking.finalPricePence,
    returnedPence: refundPence - pendingPence,
    salonPence,
    processorPence: booking.processingFeePence,
    lullPence: earned - absorbedByLull,
    heldPence: pendingPence,
  };
}
