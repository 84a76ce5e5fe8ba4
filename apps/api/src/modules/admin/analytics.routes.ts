import { adminAnalyticsQuerySchema, adminAnalyticsSchema } from '@lull/domain/contracts/admin-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppContext } from '../../shared/app-context';
import { createAnalyticsService } from './analytics.service';

/** Admin: the platform's figures over a period, from real bookings (decision 023). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const analytics = createAnalyticsService(context);
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Bookings made and paid and platform revenue per London day, the period totals and rates, and the top 5 services and salons (from/to: London dates, inclusive; the last 30 days by default, at most 366)',
        querystring: adminAnalyticsQuerySchema,
        response: { 200: adminAnalyticsSchema },
      },
    },
    async (request) => analytics.figures(request.query),
  );
};
