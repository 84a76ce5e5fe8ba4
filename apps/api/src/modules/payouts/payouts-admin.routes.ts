import { adminPayoutsPageSchema, adminPayoutsQuerySchema, completedPayoutSchema, completePayoutSchema, verifiedBankAccountSchema } from '@lull/domain/contracts/admin-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { adminPayoutMessages, createPayoutsAdminService } from './payouts-admin.service';

const merchantParams = z.object({ merchantId: z.uuid(adminPayoutMessages.notFound) });
const accountParams = z.object({ id: z.uuid(adminPayoutMessages.bankAccountNotFound) });

/** Admin: merchants awaiting payout and recording a transfer (admin spec §2.2 Payouts, §7; decision 022). */
export const payoutsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const payouts = createPayoutsAdminService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/merchant-payouts',
    {
      schema: { tags, summary: 'Businesses owed money with their bank details, due or not, and the totals', querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutsPageSchema } },
    },
    async (request) => payouts.list(request.query),
  );

  app.post(
    '/api/admin/merchant-payouts/:merchantId/complete',
    {
      schema: {
        tags,
        summary: 'Record a bank transfer made: debits the revenue ledger once per reference, never beyond the balance',
        params: merchantParams,
        body: completePayoutSchema,
        response: { 200: completedPayoutSchema },
      },
    },
    async (request) => payouts.complete(requireUser(request), request.params.merchantId, request.body),
  );

  app.post(
    '/api/admin/bank-accounts/:id/verify',
    { schema: { tags, summary: 'Mark a bank account verified', params: accountParams, response: { 200: verifiedBankAccountSchema } } },
    async (request) => payouts.verifyBankAccount(requireUser(request), request.params.id),
  );
};
