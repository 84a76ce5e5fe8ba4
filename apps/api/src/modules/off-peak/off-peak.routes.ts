import { offPeakSettingsResponseSchema } from '@lull/domain/contracts/off-peak';
import { offPeakSettingsSchema } from '@lull/domain/validation/off-peak';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createOffPeakService } from './off-peak.service';

const params = z.object({ merchantId: z.uuid('Business not found.') });
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/** The off-peak hours manager's calls (merchant spec §7). */
export const offPeakRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const offPeak = createOffPeakService(context);
  const tags = ['off-peak'];

  app.get(
    '/api/off-peak-schedules/:merchantId',
    {
      schema: { tags, summary: "A business's off-peak schedules, pricing mode, affected services and fixed prices", params, response: { 200: offPeakSettingsResponseSchema } },
      preValidation: signedInFirst,
    },
    async (request) => offPeak.get(requireUser(request), request.params.merchantId),
  );

  app.post(
    '/api/off-peak-schedules/:merchantId',
    {
      schema: {
        tags,
        summary: "Replace a business's off-peak schedules and pricing (all at once)",
        params,
        body: offPeakSettingsSchema,
        response: { 200: offPeakSettingsResponseSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => offPeak.save(requireUser(request), request.params.merchantId, request.body),
  );
};
