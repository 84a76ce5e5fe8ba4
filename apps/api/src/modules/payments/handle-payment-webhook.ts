import { InvalidWebhookError, type PaymentEvent, type PaymentGateway } from '../../integrations/payments/payment-gateway';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { settleFromGateway, UNSETTLED } from './payment-settlement';
import { findPaymentByReference, movePayment, recordWebhookEvent, webhookEventSeen } from './payments.repository';

/**
 * A gateway's server-to-server report. Each event is applied once: a redelivery is acknowledged and
 * ignored. A failure to reach the gateway or the database answers 5xx so the gateway delivers it again.
 */
export async function handlePaymentWebhook(context: AppContext, gateway: PaymentGateway, rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
  const { db, clock, log } = context;
  if (!gateway.parseWebhook) throw new AppError('NOT_CONFIGURED', 'Payment webhooks are not set up on this server.');
  let event: PaymentEvent;
  try {
    event = gateway.parseWebhook({ rawBody, signature, now: clock() });
  } catch (error) {
    if (error instanceof InvalidWebhookError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  if (await webhookEventSeen(db, event.id)) return { received: true };
  if (event.kind !== 'other') {
    const payment = await findPaymentByReference(db, event.intentId);
    // Events for intents Lull did not create (another integration on the same account) are acknowledged only.
    if (payment && payment.gateway === gateway.name) {
      if (event.kind === 'payment_succeeded' && UNSETTLED.includes(payment.status)) {
        try {
          await settleFromGateway(context, gateway, payment, event);
        } catch (error) {
          // The customer hears about it from the browser's call; there is nothing for the gateway to retry.
          if (!(error instanceof AppError)) throw error;
          log.info({ paymentId: payment.id, eventId: event.id, reason: error.message }, 'webhook payment not confirmed');
        }
      }
      if (event.kind === 'payment_failed') {
        await movePayment(db, payment.id, ['requires_payment_method', 'processing'], { status: 'failed', failureCode: event.code, failureMessage: event.message });
      }
    }
  }
  await recordWebhookEvent(db, { eventId: event.id, gateway: gateway.name, type: event.type });
  return { received: true };
}
