import { PERSON_NOT_FOUND, personAccessPageSchema, personSignInsQuerySchema } from '@lull/domain/contracts/admin-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { listAccessHistory } from './list-access-history';

const userParams = z.object({ id: z.uuid(PERSON_NOT_FOUND) });

/** Admin: a person's sign-ins and the disabling and enabling of their account, in the admin's view of them (decision 056). */
export const authAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/users/:id/sign-ins',
    {
      schema: {
        tags: ['admin'],
        summary: "A person's sign-ins (refusals of a disabled account included) and each time an admin disabled or enabled the account, paged, newest first",
        params: userParams,
        querystring: personSignInsQuerySchema,
        response: { 200: personAccessPageSchema },
      },
    },
    async (request) => listAccessHistory(context, request.params.id, request.query),
  );
};
