import type { confirmPaymentSchema } from '@lull/domain/contracts/payments';
import type { z } from 'zod';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { heldBooking } from './checkout-steps';
import { applyOutcome, settleFromGateway } from './payment-settlement';
import { findUserPayment, movePayment, reclaimStalledPayment } from './payments.repository';

const ALREADY_PROCESSING = 'This payment is already being processed.';
/** A sandbox charge takes milliseconds: a claim this old was left by a process that died. */
const STALLED_CLAIM_SECONDS = 30;

/**
 * Sandbox: charges the card once (a second confirmation answers with the first's result). Stripe: the
 * browser has confirmed the card with Stripe.js; Lull asks Stripe how it went and confirms the booking
 * through the same path as the webhook.
 */
export async function confirmPayment(context: AppContext, gateway: PaymentGateway, userId: string, input: z.infer<typeof confirmPaymentSchema>) {
  const { db, clock } = context;
  const payment = await findUserPayment(db, userId, input.payment_intent_id);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  const succeeded = { status: 'succeeded' as const, booking_id: payment.bookingId };
  if (payment.status === 'succeeded') return succeeded;
  if (payment.status === 'refunded' || payment.status === 'cancelled') throw new AppError('CONFLICT', 'This payment can no longer be used. Please start the payment again.');

  if (gateway.name === 'stripe') {
    if (input.payment_method) throw new AppError('BAD_REQUEST', 'Card details go to Stripe, not to Lull: confirm the card with Stripe first.');
    await settleFromGateway(context, gateway, payment);
    return succeeded;
  }

  if (!input.payment_method) throw new AppError('BAD_REQUEST', 'Enter your card details.');
  // A booking's payment needs its hold still live; a dearer move's difference is checked when it succeeds.
  if (payment.purpose === 'booking') await heldBooking(context, userId, payment.bookingId);
  // The claim makes the charge happen once, however many confirmations race. A claim left by a process that
  // died mid-charge would otherwise hold the payment for good: once older than any charge takes, the next
  // confirmation takes it over (the sandbox's answer for a card depends on the card alone).
  const claimed =
    payment.status === 'processing'
      ? await reclaimStalledPayment(db, payment.id, STALLED_CLAIM_SECONDS)
      : await movePayment(db, payment.id, payment.status, { status: 'processing' });
  if (!claimed) throw new AppError('CONFLICT', ALREADY_PROCESSING);
  const { card } = input.payment_method;
  const outcome = await gateway.confirmIntent({
    intentId: input.payment_intent_id,
    amountPence: payment.amountPence,
    card: { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc },
    now: clock(),
  });
  await applyOutcome(context, gateway, payment, outcome, ['processing']);
  return succeeded;
}
