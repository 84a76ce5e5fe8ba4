import type { Pence } from './money';

/** A refund request's amounts as stored (pence): what the booking cost, the credit it spent and the card part to pay back. */
export interface RefundAmounts {
  totalPaidPence: Pence;
  creditsUsedPence: Pence;
  cardRefundPence: Pence;
}

/** How a completed refund leaves the money: back to the card, back on the credit ledger, and kept by Lull (fees). */
export interface RefundSettlement {
  cardBackPence: Pence;
  creditBackPence: Pence;
  keptPence: Pence;
}

export type RefundSettlementProblem = 'negative_amount' | 'credit_above_total' | 'card_above_card_paid' | 'card_above_charge';

/**
 * The money rule of a refund: the credit spent comes back in full, the card gets `cardRefundPence`, and what Lull
 * keeps is the rest, so card back + credit back + kept = total paid. Refused (never paid) when the amounts cannot
 * add up: the card part may not exceed what the card paid (total less credit), nor the charge at the gateway.
 */
export function settleRefund(amounts: RefundAmounts, chargedPence?: Pence): { ok: true; settlement: RefundSettlement } | { ok: false; problem: RefundSettlementProblem } {
  const { totalPaidPence, creditsUsedPence, cardRefundPence } = amounts;
  if ([totalPaidPence, creditsUsedPence, cardRefundPence].some((value) => !Number.isInteger(value) || value < 0)) return { ok: false, problem: 'negative_amount' };
  if (creditsUsedPence > totalPaidPence) return { ok: false, problem: 'credit_above_total' };
  const cardPaidPence = totalPaidPence - creditsUsedPence;
  if (cardRefundPence > cardPaidPence) return { ok: false, problem: 'card_above_card_paid' };
  if (chargedPence !== undefined && cardRefundPence > chargedPence) return { ok: false, problem: 'card_above_charge' };
  return { ok: true, settlement: { cardBackPence: cardRefundPence, creditBackPence: creditsUsedPence, keptPence: cardPaidPence - cardRefundPence } };
}

/**
 * How a card refund is paid back across a booking's card charges (its own payment, then any dearer move's, decision
 * 051), oldest first, never more from a charge than it has left: earlier card refunds of the booking are taken to have
 * drawn on the oldest charges first, as this rule drew them. Answers the pence to refund from each charge, in the
 * charges' order, or null when the charges have not that much left.
 */
export function splitCardRefund(chargesPence: readonly Pence[], alreadyRefundedPence: Pence, amountPence: Pence): Pence[] | null {
  let earlier = alreadyRefundedPence;
  let due = amountPence;
  const parts = chargesPence.map((charge) => {
    const drawnBefore = Math.min(charge, earlier);
    earlier -= drawnBefore;
    const part = Math.min(charge - drawnBefore, due);
    due -= part;
    return part;
  });
  return due > 0 ? null : parts;
}
