import { adminUserDetailSchema, adminUsersPageSchema, adminUsersQuerySchema, grantCreditResultSchema } from '@lull/domain/contracts/admin-users';
import { grantCreditSchema } from '@lull/domain/validation/grant-credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createUsersAdminService } from './users-admin.service';

const userParams = z.object({ id: z.uuid('User not found.') });

/** Admin: users (admin spec §2.2 Users tab, §7): the list, a profile, Disable, Enable and Grant Credit. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const users = createUsersAdminService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    { schema: { tags, summary: 'Users, searched by name, email or city, filtered Active/Disabled, paged', querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => users.list(request.query),
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags, summary: "A user's profile", params: userParams, response: { 200: adminUserDetailSchema } } },
    async (request) => users.detail(request.params.id),
  );

  app.post(
    '/api/admin/users/:id/disable',
    { schema: { tags, summary: 'Disable a user: sign-in refused, every session ended', params: userParams, response: { 200: adminUserDetailSchema } } },
    async (request) => users.setActive(requireUser(request), request.params.id, false),
  );

  app.post(
    '/api/admin/users/:id/enable',
    { schema: { tags, summary: 'Enable a disabled user', params: userParams, response: { 200: adminUserDetailSchema } } },
    async (request) => users.setActive(requireUser(request), request.params.id, true),
  );

  app.post(
    '/api/admin/users/:id/grant-credit',
    {
      schema: { tags, summary: 'Grant credit: a ledger grant that expires in 30 days, and a notification', params: userParams, body: grantCreditSchema, response: { 200: grantCreditResultSchema } },
    },
    async (request) => users.grantCredit(requireUser(request), request.params.id, request.body),
  );
};
