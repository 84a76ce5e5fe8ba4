import { isWithinCancellationNotice } from './cancellation-notice';
import { creditsToApply } from './credits';
import type { IsoDate, WallTime } from './london-time';
import { formatPenceAsMoney, type Pence } from './money';
import { type MerchantOffPeakPricing, offPeakPriceAt } from './off-peak';

/** The 'Off-Peak Booking Fee' the customer pays on every booking; never refunded. */
export const PLATFORM_FEE_PENCE: Pence = 500;

/** Card processing: 2.9 % (29 per mille) plus 30p per booking (provider agreement). */
export const PROCESSING_PER_MILLE = 29;
export const PROCESSING_FIXED_PENCE: Pence = 30;

export interface BookingPriceInput {
  pricePence: Pence;
  offPeakPricePence: Pence | null | undefined;
  /** The start, London wall clock (the spec's booking_date and booking_time). */
  date: IsoDate;
  time: WallTime;
  /** The customer's credit balance; a negative balance counts as none. */
  availableCreditPence: Pence;
  /** The merchant's pricing when the service is one of its affected services with active schedules; absent or null: the default rule. */
  merchantPricing?: MerchantOffPeakPricing | null;
}

/** A booking's line items in pence, as stored on the booking (prices are fixed at booking time). */
export interface BookingPrice {
  originalPricePence: Pence;
  offPeakApplied: boolean;
  discountAmountPence: Pence;
  platformFeePence: Pence;
  /** What the customer pays in all: credits plus card. */
  finalPricePence: Pence;
  creditsUsedPence: Pence;
  cardAmountPence: Pence;
  /** What the processor takes on the whole amount due (`processingShares`' total). */
  processingFeePence: Pence;
  /** The price after discount less the salon's part of the processing fee only (decision 038). */
  merchantPayoutPence: Pence;
}

function checkPence(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number of pence: ${value}`);
}

/**
 * Card processing fee on an amount: 2.9 % rounded half up to the penny, plus 30p. Whole-number arithmetic, so
 * 130.5p is 131p without float surprises. Who bears which part of it is `processingShares`.
 */
export function processingFee(basePence: Pence): Pence {
  checkPence('basePence', basePence);
  if (basePence < 0) throw new RangeError(`basePence must not be negative: ${basePence}`);
  return Math.floor((PROCESSING_PER_MILLE * basePence + 500) / 1000) + PROCESSING_FIXED_PENCE;
}

/** Who bears a booking's card processing fee, in pence (decision 038). */
export interface ProcessingShares {
  /** What the processor takes: `processingFee` on the whole amount due (price after discount plus Lull's fee). */
  totalPence: Pence;
  /** The salon's part: the processing on its own price, never more than that price. */
  salonPence: Pence;
  /** Lull's part: the rest, the processing on its booking fee. */
  lullPence: Pence;
}

/**
 * Who bears the card processing fee on a booking, the rule's one home (decision 038). The salon bears the processing
 * on its own price only: `processingFee(price after discount)`, 2.9 % rounded half up plus the 30p, so an £18
 * treatment pays 52p + 30p = 82p and the salon gets £17.18. Lull's £5 fee is never taken from the salon's price, so
 * Lull bears the processing on it: the rest of what the processor takes on the whole amount. 2.9 % of £5 is 14½p;
 * the half penny falls as the whole charge's rounding puts it, so Lull bears 14p or 15p. On a price too small to bear
 * its own processing (under 32p) the salon's part is the whole price, never a debt, and Lull bears the shortfall too.
 * The whole stays `processingFee` of the amount due, so a customer's refund (which keeps it) is what it always was.
 */
export function processingShares(priceAfterDiscountPence: Pence): ProcessingShares {
  checkPence('priceAfterDiscountPence', priceAfterDiscountPence);
  const totalPence = processingFee(priceAfterDiscountPence + PLATFORM_FEE_PENCE);
  const salonPence = Math.min(priceAfterDiscountPence, processingFee(priceAfterDiscountPence));
  return { totalPence, salonPence, lullPence: totalPence - salonPence };
}

/**
 * Prices a booking; the server's one source of the amounts, the client's preview.
 *
 * The price after discount is `offPeakPriceAt`'s (decision 015): for an affected service of a merchant with
 * active schedules, the discount of the window the start falls in (a percentage, or the fixed price), else
 * Lull's default windows with the service's own off-peak price. The catalogue shows the same function's answer.
 *
 * The processing fee is charged on the whole amount due, however much of it credits pay. The merchant's payout is
 * the price after discount less the salon's part of it only (`processingShares`, decision 038): Lull bears the
 * processing on its own fee.
 */
export function priceBooking(input: BookingPriceInput): BookingPrice {
  const { pricePence, offPeakPricePence, availableCreditPence } = input;
  checkPence('pricePence', pricePence);
  if (pricePence < 0) throw new RangeError(`pricePence must not be negative: ${pricePence}`);
  checkPence('availableCreditPence', availableCreditPence);

  const atStart = offPeakPriceAt({ pricePence, offPeakPricePence, merchantPricing: input.merchantPricing }, input.date, input.time);
  const offPeakApplied = atStart.offPeak;
  const discountAmountPence = pricePence - atStart.pricePence;

  const priceAfterDiscount = atStart.pricePence;
  const finalPricePence = priceAfterDiscount + PLATFORM_FEE_PENCE;
  const creditsUsedPence = creditsToApply(availableCreditPence, finalPricePence);
  const processing = processingShares(priceAfterDiscount);

  return {
    originalPricePence: pricePence,
    offPeakApplied,
    discountAmountPence,
    platformFeePence: PLATFORM_FEE_PENCE,
    finalPricePence,
    creditsUsedPence,
    cardAmountPence: finalPricePence - creditsUsedPence,
    processingFeePence: processing.totalPence,
    merchantPayoutPence: priceAfterDiscount - processing.salonPence,
  };
}

/** The amounts a booking was priced with, and when it starts. */
export interface RefundableBooking {
  finalPricePence: Pence;
  platformFeePence: Pence;
  processingFeePence: Pence;
  creditsUsedPence: Pence;
  startsAt: Date;
}

export interface CancellationRefund {
  eligible: boolean;
  creditsRestoredPence: Pence;
  /** What goes back to the card (the spec's stripe_amount). */
  cardRefundPence: Pence;
}

/**
 * What a customer's cancellation gives back. With the cancellation notice (`givesCancellationNotice`, 24 real hours
 * before the start): the credits used in full, and
 * the card payment less the platform fee and the processing fee, never below 0. Later: nothing.
 * A no-show is not a cancellation and gets nothing; whether the booking was ever paid is the caller's check.
 */
export function refundForCancellation({ booking, now }: { booking: RefundableBooking; now: Date }): CancellationRefund {
  if (isWithinCancellationNotice(now, booking.startsAt)) {
    return { eligible: false, creditsRestoredPence: 0, cardRefundPence: 0 };
  }
  const { finalPricePence, platformFeePence, processingFeePence, creditsUsedPence } = booking;
  return {
    eligible: true,
    creditsRestoredPence: creditsUsedPence,
    cardRefundPence: Math.max(0, finalPricePence - platformFeePence - processingFeePence - creditsUsedPence),
  };
}

/**
 * What a cancellation gave back, as the customer is told it (the toast, the bell): credit is back at once, while a
 * card refund is paid back by our team, so neither is promised for later or now when it is not. An unpaid hold
 * charged nothing.
 */
export function cancellationOutcome({ paid, creditsRestoredPence, cardRefundPence }: { paid: boolean } & Omit<CancellationRefund, 'eligible'>): string {
  if (!paid) return 'Nothing was charged, and the time is free again.';
  const credit = creditsRestoredPence > 0 ? `${formatPenceAsMoney(creditsRestoredPence)} of credit is back in your account now` : null;
  const card = cardRefundPence > 0 ? `${formatPenceAsMoney(cardRefundPence)} will be refunded to your card by our team shortly` : null;
  if (credit && card) return `${credit}; ${card}.`;
  if (credit ?? card) return `${credit ?? card}.`;
  return 'The booking and processing fees are not refundable.';
}

/**
 * What a customer gets back when Lull cancels their paid booking because the business is gone (an admin deleted
 * it, decision 016): everything, whenever the appointment was. The customer did nothing to lose the booking fee
 * or the processing fee, so the credit used comes back in full and the card its whole payment.
 */
export function refundForBusinessClosure(booking: Pick<RefundableBooking, 'finalPricePence' | 'creditsUsedPence'>): CancellationRefund {
  return { eligible: true, creditsRestoredPence: booking.creditsUsedPence, cardRefundPence: Math.max(0, booking.finalPricePence - booking.creditsUsedPence) };
}

/** A confirmed booking's amounts as stored (what it costs now, net of earlier moves). */
export interface RepricedBookingInput {
  finalPricePence: Pence;
  creditsUsedPence: Pence;
  processingFeePence: Pence;
}

/**
 * What moving a paid booking to a time with another price does to its money (decision 051). `newPrice` is
 * `priceBooking` for the new time with no credit. The stored amounts always say what the booking costs now:
 * - same price: nothing changes hands;
 * - cheaper: the difference comes back, the credit used first (as credit, at once) and the rest to the card
 *   (`cardBackPence`, a refund request); the processing already taken is not given back by the processor, so it stays;
 * - dearer: the card pays the difference (`cardDuePence`) before the move, and that second charge's processing
 *   (`processingFee` on it) is added to the booking's, borne by Lull as on its own fee.
 * The salon's payout follows the new price in every case (its own share of processing on its own price).
 */
export function repriceForMove(booking: RepricedBookingInput, newPrice: BookingPrice) {
  const differencePence = newPrice.finalPricePence - booking.finalPricePence;
  const refundPence = Math.max(0, -differencePence);
  const creditBackPence = Math.min(refundPence, booking.creditsUsedPence);
  const cardBackPence = refundPence - creditBackPence;
  const cardDuePence = Math.max(0, differencePence);
  return {
    differencePence,
    creditBackPence,
    cardBackPence,
    cardDuePence,
    prices: {
      originalPricePence: newPrice.originalPricePence,
      discountAmountPence: newPrice.discountAmountPence,
      offPeakApplied: newPrice.offPeakApplied,
      platformFeePence: newPrice.platformFeePence,
      finalPricePence: newPrice.finalPricePence,
      creditsUsedPence: booking.creditsUsedPence - creditBackPence,
      processingFeePence: booking.processingFeePence + (cardDuePence > 0 ? processingFee(cardDuePence) : 0),
      merchantPayoutPence: newPrice.merchantPayoutPence,
    },
  };
}

/** The price change of a move as the customer reads it: "£6.00 back to you", "£4.00 more, paid by card", "Same price". */
export function priceChangeWords(differencePence: Pence): string {
  if (differencePence < 0) return `${formatPenceAsMoney(-differencePence)} back to you`;
  if (differencePence > 0) return `${formatPenceAsMoney(differencePence)} more, paid by card`;
  return 'Same price';
}
