import type { z } from 'zod';
import type { confirmPaymentSchema, createIntentSchema, creditsOnlyConfirmSchema } from '@lull/domain/contracts/payments';
import type { ReschedulePayload } from '@lull/domain/contracts/bookings';
import type { Database } from '../../db/database';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway';
import type { AppContext } from '../../shared/app-context';
import { rescheduleBooking } from '../bookings/bookings.service';
import { confirmPayment } from './confirm-payment';
import { confirmWithCredits } from './confirm-with-credits';
import { createPaymentIntent } from './create-payment-intent';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { differencePaymentStarter } from './start-difference-payment';
import { listSucceededPaymentsOfBooking } from './payments.repository';

/** Every card charge of a booking that a refund may pay back from, oldest first (decision 051). */
export async function cardPaymentsOfBooking(db: Database, bookingId: string): Promise<{ gateway: string; intentId: string; amountPence: number }[]> {
  const charges = await listSucceededPaymentsOfBooking(db, bookingId);
  return charges.flatMap((payment) => (payment.gatewayReference ? [{ gateway: payment.gateway, intentId: payment.gatewayReference, amountPence: payment.amountPence }] : []));
}

/** Paying for a hold, each use case in its own file (decision 049), under the names the routes call. */
export function createPaymentsService(context: AppContext, gateway: PaymentGateway) {
  return {
    createIntent: (userId: string, input: z.infer<typeof createIntentSchema>) => createPaymentIntent(context, gateway, userId, input),
    confirmPayment: (userId: string, input: z.infer<typeof confirmPaymentSchema>) => confirmPayment(context, gateway, userId, input),
    handleWebhook: (rawBody: Buffer, signature: string | undefined) => handlePaymentWebhook(context, gateway, rawBody, signature),
    confirmWithCredits: (userId: string, bookingId: string, input: z.infer<typeof creditsOnlyConfirmSchema>) => confirmWithCredits(context, userId, bookingId, input),
    reschedule: (userId: string, bookingId: string, input: ReschedulePayload) => rescheduleBooking(context, differencePaymentStarter(context, gateway, userId), userId, bookingId, input),
  };
}
