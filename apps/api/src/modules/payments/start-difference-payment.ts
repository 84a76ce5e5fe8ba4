import { randomUUID } from 'node:crypto';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import type { StartDifferencePayment } from '../bookings/bookings.service';
import { attachGatewayReference, insertPayment, movePayment } from './payments.repository';

/**
 * Starts the card payment for a move to a dearer time (decision 051): a payment of purpose 'price_difference' that
 * remembers the time it pays for, and the gateway's intent for it, as a booking's own payment starts. The booking keeps
 * its time until this payment succeeds (`/api/payments/confirm` or the webhook), when the move is made.
 */
export function differencePaymentStarter({ db }: AppContext, gateway: PaymentGateway, userId: string): StartDifferencePayment {
  return async (row, target, money) => {
    const idempotencyKey = randomUUID();
    const amountPence = money.cardDuePence;
    const payment = await insertPayment(db, {
      bookingId: row.booking.id,
      userId,
      gateway: gateway.name,
      idempotencyKey,
      amountPence,
      purpose: 'price_difference',
      moveTo: { booking_date: target.date, booking_time: target.time, team_member_id: target.teamMemberId, price_pence: money.prices.finalPricePence },
    });
    let intent: { intentId: string; clientSecret: string | null };
    try {
      intent = await gateway.createIntent({ amountPence, reference: row.booking.id, idempotencyKey });
    } catch (error) {
      await movePayment(db, payment.id, 'requires_payment_method', { status: 'cancelled', failureMessage: error instanceof Error ? error.message : 'not created' });
      if (error instanceof PaymentGatewayError && error.kind === 'amount_too_small') {
        throw new AppError('UNPROCESSABLE', 'The difference is too small for a card payment. Please choose another time.');
      }
      throw error;
    }
    await attachGatewayReference(db, payment.id, intent.intentId);
    return { payment_intent_id: intent.intentId, amount: amountPence, client_secret: intent.clientSecret };
  };
}
