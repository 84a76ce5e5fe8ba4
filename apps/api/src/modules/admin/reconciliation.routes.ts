import { reconciliationQuerySchema, reconciliationSchema } from '@lull/domain/contracts/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';
import { createReconciliationService } from './reconciliation.service';

/** Admin: Lull's reconciliation, every penny of a period's bookings and where it is now (decision 055). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const reconciliation = createReconciliationService(context);
  app.get(
    '/api/admin/reconciliation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Money in (card charges kept, credit spent) for the bookings paid on London days from to to, and where it is now, per day and in total, with the difference and the bookings causing it',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema },
      },
    },
    async (request) => reconciliation.reconcile(request.query),
  );
};
