import { platformStatsSchema } from '@lull/domain/contracts/admin-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppContext } from '../../shared/app-context';
import { createAdminService } from './admin.service';

/** Admin: the overview's figures (admin spec §2.2 Overview, §3 Platform stats). */
export const adminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const admin = createAdminService(context);
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'The overview: users, businesses, services, paid bookings, what the platform earned, what waits for review, and the first 3 of each waiting',
        response: { 200: platformStatsSchema },
      },
    },
    async () => admin.stats(),
  );
};
