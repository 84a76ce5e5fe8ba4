import { PERSON_NOT_FOUND, personCreditHistoryPageSchema, personCreditHistoryQuerySchema } from '@lull/domain/contracts/admin-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { listCreditHistory } from './list-credit-history';

const userParams = z.object({ id: z.uuid(PERSON_NOT_FOUND) });

/** Admin: a person's credit ledger, in the admin's view of them (decision 056). */
export const creditsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/users/:id/credit-history',
    {
      schema: {
        tags: ['admin'],
        summary: "A person's credit ledger (grants, spends, refunds, expiries) with the balance after each entry, searched by description, paged, newest first",
        params: userParams,
        querystring: personCreditHistoryQuerySchema,
        response: { 200: personCreditHistoryPageSchema },
      },
    },
    async (request) => listCreditHistory(context, request.params.id, request.query),
  );
};
