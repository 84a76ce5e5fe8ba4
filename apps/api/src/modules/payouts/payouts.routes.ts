import {
  bankAccountSchema,
  merchantScopeQuerySchema,
  payoutSettingsSchema,
  revenueQuerySchema,
  revenueSummarySchema,
  statementQuerySchema,
  statementSchema,
} from '@lull/domain/contracts/payouts';
import { payoutDetailSchema, payoutRecordSchema } from '@lull/domain/contracts/admin-payouts';
import { pageOf } from '@lull/domain/contracts/paging';
import { statementCsv, statementFileName } from '@lull/domain/statement-csv';
import { bankAccountSchema as bankAccountBody, bankAccountUpdateSchema } from '@lull/domain/validation/bank-account';
import { payoutSettingsSchema as payoutSettingsBody } from '@lull/domain/validation/payout-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { BANK_ACCOUNT_NOT_FOUND, createPayoutsService, PAYOUT_NOT_FOUND } from './payouts.service';

const accountParams = z.object({ id: z.uuid(BANK_ACCOUNT_NOT_FOUND) });
const payoutParams = z.object({ id: z.uuid(PAYOUT_NOT_FOUND) });
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/** Payment settings (merchant spec §2, §7): bank accounts, the payout schedule, and the revenue balance with its entries. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const payouts = createPayoutsService(context);
  const tags = ['payouts'];

  app.get(
    '/api/merchant/bank-accounts',
    { schema: { tags, summary: "A business's bank accounts (last four digits only)", querystring: merchantScopeQuerySchema, response: { 200: z.array(bankAccountSchema) } }, preValidation: signedInFirst },
    async (request) => payouts.listBankAccounts(requireUser(request), request.query.merchant_id),
  );

  app.post(
    '/api/merchant/bank-accounts',
    {
      schema: { tags, summary: 'Add a bank account for payouts', querystring: merchantScopeQuerySchema, body: bankAccountBody, response: { 201: bankAccountSchema } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => reply.status(201).send(await payouts.addBankAccount(requireUser(request), request.body, request.query.merchant_id)),
  );

  app.put(
    '/api/merchant/bank-accounts/:id',
    {
      schema: {
        tags,
        summary: 'Change a bank account (a blank account number keeps the stored one)',
        params: accountParams,
        querystring: merchantScopeQuerySchema,
        body: bankAccountUpdateSchema,
        response: { 200: bankAccountSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => payouts.updateBankAccount(requireUser(request), request.params.id, request.body, request.query.merchant_id),
  );

  app.delete(
    '/api/merchant/bank-accounts/:id',
    { schema: { tags, summary: 'Delete a bank account', params: accountParams, querystring: merchantScopeQuerySchema, response: { 204: z.null() } }, config: writeLimit, preValidation: signedInFirst },
    async (request, reply) => {
      await payouts.deleteBankAccount(requireUser(request), request.params.id, request.query.merchant_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/merchant/payout-settings',
    { schema: { tags, summary: 'The payout schedule and the next payout date', querystring: merchantScopeQuerySchema, response: { 200: payoutSettingsSchema } }, preValidation: signedInFirst },
    async (request) => payouts.getPayoutSettings(requireUser(request), request.query.merchant_id),
  );

  app.put(
    '/api/merchant/payout-settings',
    {
      schema: { tags, summary: 'Save the payout schedule (frequency, minimum in pounds)', querystring: merchantScopeQuerySchema, body: payoutSettingsBody, response: { 200: payoutSettingsSchema } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => payouts.savePayoutSettings(requireUser(request), request.body, request.query.merchant_id),
  );

  app.get(
    '/api/merchant/revenue',
    { schema: { tags, summary: 'The revenue balance, pending revenue, next payout and a page of ledger entries', querystring: revenueQuerySchema, response: { 200: revenueSummarySchema } }, preValidation: signedInFirst },
    async (request) => payouts.revenue(requireUser(request), request.query),
  );

  app.get(
    '/api/merchant/statements',
    {
      schema: { tags, summary: "The ledger's entries over London days `from` to `to`, each with the balance after it", querystring: statementQuerySchema, response: { 200: statementSchema } },
      preValidation: signedInFirst,
    },
    async (request) => payouts.statement(requireUser(request), request.query),
  );

  app.get(
    '/api/merchant/statements.csv',
    { schema: { tags, summary: 'The same statement as CSV, for an accountant', querystring: statementQuerySchema }, preValidation: signedInFirst },
    async (request, reply) => {
      const statement = await payouts.statement(requireUser(request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statementFileName(statement.from, statement.to)}"`)
        .header('Cache-Control', 'no-store')
        .send(statementCsv(statement));
    },
  );

  app.get(
    '/api/merchant/payouts',
    { schema: { tags, summary: "The transfers recorded to the salon's bank, newest first", querystring: revenueQuerySchema, response: { 200: pageOf(payoutRecordSchema) } }, preValidation: signedInFirst },
    async (request) => payouts.payoutHistory(requireUser(request), request.query),
  );

  app.get(
    '/api/merchant/payouts/:id',
    {
      schema: { tags, summary: 'A payout and the money it paid, oldest first, each with its booking', params: payoutParams, querystring: merchantScopeQuerySchema, response: { 200: payoutDetailSchema } },
      preValidation: signedInFirst,
    },
    async (request) => payouts.payoutDetail(requireUser(request), request.params.id, request.query.merchant_id),
  );
};
