import { referralStatsSchema } from '@lull/domain/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../shared/actor';
import type { createReferralsService } from './referrals.service';

export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReturnType<typeof createReferralsService> }> = async (app, { referrals }) => {
  app.get('/api/referrals/stats', { schema: { tags: ['referrals'], response: { 200: referralStatsSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return referrals.stats(user.id);
  });
};
