import { adminRefundRequestSchema, adminRefundsPageSchema, adminRefundsQuerySchema, completeRefundSchema } from '@lull/domain/contracts/admin-refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createRefundsAdminService } from './refunds.service';

/** Admin: refund requests, paid back through the payment gateway (admin spec §2.2 Refunds, §7). */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const refunds = createRefundsAdminService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/refund-requests',
    {
      schema: {
        tags,
        summary: 'Refund requests, searched by customer, service or booking id, filtered Pending/Completed, paged, with the pending count',
        querystring: adminRefundsQuerySchema,
        response: { 200: adminRefundsPageSchema },
      },
    },
    async (request) => refunds.list(request.query),
  );

  app.post(
    '/api/admin/refund-requests/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark Complete: pays the card part back through the payment gateway, returns unreturned credit, tells the customer (decision 021)',
        params: z.object({ id: z.uuid('Refund request not found.') }),
        body: completeRefundSchema.optional(),
        response: { 200: adminRefundRequestSchema },
      },
    },
    async (request) => refunds.complete(requireUser(request), request.params.id, request.body ?? { admin_notes: '' }),
  );
};
