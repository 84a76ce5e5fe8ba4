import { ACCOUNT_DELETED, messageEnvelopeSchema, PASSWORD_UPDATED, PROFILE_UPDATED } from '@lull/domain/contracts/account';
import { userEnvelopeSchema, userSchema } from '@lull/domain/contracts/user';
import { passwordChangeSchema, profileCompletionSchema, profileUpdateSchema } from '@lull/domain/validation/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount, requireUser } from '../../shared/actor';
import type { createAccountService } from './account.service';

/** Counted per account once signed in (the session is read before the preHandler hook), else per address. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: ReturnType<typeof createAccountService> }> = async (app, { users }) => {
  const tags = ['users'];

  app.get('/api/users/me', { schema: { tags, response: { 200: userSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return users.getCurrentUser(user.id);
  });

  app.post('/api/users', { schema: { tags, body: profileCompletionSchema, response: { 200: userEnvelopeSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return { user: await users.completeProfile(user.id, request.body) };
  });

  // Extra keys (role, email, referral_code, balances...) are not in the schema and so never reach the service.
  app.put(
    '/api/users/profile',
    { schema: { tags, body: profileUpdateSchema, response: { 200: userEnvelopeSchema.extend(messageEnvelopeSchema.shape) } } },
    async (request) => {
      const { user } = requireUser(request);
      return { user: await users.updateProfile(user.id, request.body), message: PROFILE_UPDATED };
    },
  );

  app.put(
    '/api/users/password',
    {
      schema: { tags, body: passwordChangeSchema, response: { 200: messageEnvelopeSchema } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: perAccount } },
    },
    async (request) => {
      const { user, tokenHash } = requireUser(request);
      await users.changePassword(user.id, tokenHash, request.body);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.delete('/api/users/me', { schema: { tags, response: { 200: messageEnvelopeSchema } } }, async (request, reply) => {
    const { user } = requireUser(request);
    await users.deleteAccount(user.id);
    return reply.clearSessionCookie().send({ message: ACCOUNT_DELETED });
  });
};
