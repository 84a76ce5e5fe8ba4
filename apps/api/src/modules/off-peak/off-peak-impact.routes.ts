import { adminOffPeakImpactQuerySchema, adminOffPeakImpactSchema, offPeakImpactQuerySchema, offPeakImpactSchema } from '@lull/domain/contracts/off-peak-impact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInFirst } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createOffPeakImpactService } from './off-peak-impact.service';

/** What off-peak did for a salon, and for every salon (decision 057). */
export const offPeakImpactRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const impact = createOffPeakImpactService(context);

  app.get(
    '/api/merchant/off-peak-impact',
    {
      schema: {
        tags: ['off-peak'],
        summary:
          "Per off-peak rule and London week: the off-peak bookings Lull sold, revenue after discount, discount given and utilisation of the team's working time in those hours (from/to: London dates, the last 12 weeks by default, at most 366 days)",
        querystring: offPeakImpactQuerySchema,
        response: { 200: offPeakImpactSchema },
      },
      preValidation: signedInFirst,
    },
    async (request) => impact.forSalon(requireUser(request), request.query),
  );

  app.get(
    '/api/admin/off-peak-impact',
    {
      schema: {
        tags: ['admin'],
        summary: "The same across every listed salon per London week, and the salons paged, most off-peak bookings first (merchant_id: one salon's)",
        querystring: adminOffPeakImpactQuerySchema,
        response: { 200: adminOffPeakImpactSchema },
      },
    },
    async (request) => impact.acrossSalons(request.query),
  );
};
