import { confirmPaymentSchema, createIntentSchema, creditsOnlyConfirmSchema, paymentIntentSchema, paymentResultSchema } from '@lull/domain/contracts/payments';
import { rescheduleResultSchema, rescheduleSchema } from '@lull/domain/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { createPaymentsService } from './payments.service';


export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: ReturnType<typeof createPaymentsService> }> = async (app, { payments }) => {
  const tags = ['payments'];

  app.post('/api/payments/create-intent', { schema: { tags, body: createIntentSchema, response: { 200: paymentIntentSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return payments.createIntent(user.id, request.body);
  });

  app.post(
    '/api/payments/confirm',
    { schema: { tags, body: confirmPaymentSchema, response: { 200: paymentResultSchema } }, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request) => {
      const { user } = requireUser(request);
      return payments.confirmPayment(user.id, request.body);
    },
  );

  // Stripe signs the exact bytes it sent, so this route alone (its own encapsulated plugin) keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/api/payments/webhook',
      {
        schema: { tags, description: 'Server-to-server events from the payment gateway, authenticated by the Stripe-Signature header.', response: { 200: z.object({ received: z.literal(true) }) } },
        // No session and no Origin: the signature is what authenticates the caller.
        config: { csrfExempt: true },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return payments.handleWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  app.post(
    '/api/bookings/:id/confirm',
    { schema: { tags, params: z.object({ id: z.uuid('Booking not found') }), body: creditsOnlyConfirmSchema, response: { 200: paymentResultSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return payments.confirmWithCredits(user.id, request.params.id, request.body);
    },
  );

  // A customer moves their booking (decision 051). Here rather than in bookings because a dearer time is paid for by
  // card first: the answer is then 'payment_required' with the intent, and the move is made when it succeeds.
  app.post(
    '/api/bookings/:id/reschedule',
    {
      schema: { tags: ['bookings'], params: z.object({ id: z.uuid('Booking not found') }), body: rescheduleSchema, response: { 200: rescheduleResultSchema } },
      // A dearer time starts a gateway intent each time: limited like confirming a payment.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return payments.reschedule(user.id, request.params.id, request.body);
    },
  );
};
