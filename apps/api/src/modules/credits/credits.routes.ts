import { creditHistorySchema } from '@lull/domain/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../shared/actor';
import type { createCreditsService } from './credits.service';

export const creditsRoutes: FastifyPluginAsyncZod<{ credits: ReturnType<typeof createCreditsService> }> = async (app, { credits }) => {
  app.get('/api/credits/history', { schema: { tags: ['credits'], response: { 200: creditHistorySchema } } }, async (request) => {
    const { user } = requireUser(request);
    return credits.history(user.id);
  });
};
