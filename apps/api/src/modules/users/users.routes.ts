import { userEnvelopeSchema, userSchema } from '@lull/domain/contracts/user';
import { profileCompletionSchema } from '@lull/domain/validation/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import type { createUsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: ReturnType<typeof createUsersService> }> = async (app, { users }) => {
  const tags = ['users'];

  app.get('/api/users/me', { schema: { tags, response: { 200: userSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return users.getCurrentUser(user.id);
  });

  app.post('/api/users', { schema: { tags, body: profileCompletionSchema, response: { 200: userEnvelopeSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return { user: await users.completeProfile(user.id, request.body) };
  });
};
