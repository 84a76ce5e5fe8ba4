import { randomUUID } from 'node:crypto';
import type { createIntentSchema } from '@lull/domain/contracts/payments';
import { penceToPounds } from '@lull/domain/money';
import type { z } from 'zod';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { creditsFor, heldBooking, rememberContact } from './checkout-steps';
import { attachGatewayReference, insertPayment, movePayment } from './payments.repository';

/** Starts paying for a hold by card: the credit it uses, the payment row, then the gateway's intent for the rest. */
export async function createPaymentIntent(context: AppContext, gateway: PaymentGateway, userId: string, input: z.infer<typeof createIntentSchema>) {
  const { db } = context;
  const row = await heldBooking(context, userId, input.booking_id);
  const credits = await creditsFor(context, userId, row.booking.finalPricePence, input.credits_used);
  const cardAmount = row.booking.finalPricePence - credits;
  if (cardAmount === 0) throw new AppError('BAD_REQUEST', 'Your credit covers this booking: confirm it without a card.');
  await rememberContact(db, row.booking.id, credits, input);
  // The attempt is written first with its idempotency key, so a retried call to the gateway makes one intent.
  const idempotencyKey = randomUUID();
  const payment = await insertPayment(db, { bookingId: row.booking.id, userId, gateway: gateway.name, idempotencyKey, amountPence: cardAmount });
  let intent: { intentId: string; clientSecret: string | null };
  try {
    intent = await gateway.createIntent({ amountPence: cardAmount, reference: row.booking.id, idempotencyKey });
  } catch (error) {
    await movePayment(db, payment.id, 'requires_payment_method', { status: 'cancelled', failureMessage: error instanceof Error ? error.message : 'not created' });
    if (error instanceof PaymentGatewayError && error.kind === 'amount_too_small') {
      throw new AppError('BAD_REQUEST', 'The amount left to pay is too small for a card payment. Please use less credit.');
    }
    throw error;
  }
  await attachGatewayReference(db, payment.id, intent.intentId);
  return {
    payment_intent_id: intent.intentId,
    amount: cardAmount,
    credits_used: penceToPounds(credits),
    hold_expires_at: row.booking.holdExpiresAt?.toISOString() ?? null,
    client_secret: intent.clientSecret,
  };
}
