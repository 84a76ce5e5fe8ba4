import { fileRecordSchema, marketplaceFiguresSchema, ownMerchantSchema, savedProfileSchema } from '@lull/domain/contracts/merchants';
import { merchantOnboardingSchema, merchantProfileSchema } from '@lull/domain/validation/merchant-onboarding';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { createMerchantsService } from './merchants.service';

export const merchantsRoutes: FastifyPluginAsyncZod<{ merchants: ReturnType<typeof createMerchantsService> }> = async (app, { merchants }) => {
  app.get(
    '/api/merchants/marketplace-figures',
    { schema: { tags: ['merchants'], summary: 'Figures for the merchant landing page', response: { 200: marketplaceFiguresSchema } } },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=600').send(await merchants.marketplaceFigures()),
  );

  app.get(
    '/api/merchants/:merchantId/files',
    {
      schema: {
        tags: ['merchants'],
        summary: "A business's files: all of them for its owner and admins, its logo and photos for anyone else",
        params: z.object({ merchantId: z.uuid('Business not found.') }),
        response: { 200: z.array(fileRecordSchema) },
      },
    },
    async (request) => merchants.listFiles(request.auth, request.params.merchantId),
  );

  app.get('/api/merchants/me', { schema: { tags: ['merchants'], summary: "The signed-in user's business, with its files", response: { 200: ownMerchantSchema } } }, async (request) =>
    merchants.getMine(requireUser(request)),
  );

  app.post(
    '/api/merchants',
    {
      schema: { tags: ['merchants'], summary: 'Apply to list a business (onboarding)', body: merchantOnboardingSchema, response: { 201: ownMerchantSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: perAccount } },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const owner = requireUser(request);
      return reply.status(201).send(await merchants.onboard(owner, request.body));
    },
  );

  // Edit Business Profile: '/me' for the signed-in owner, '/{id}' as the spec has it (the owner or an admin).
  app.put(
    '/api/merchants/:merchantId',
    {
      schema: {
        tags: ['merchants'],
        summary: "Change a business's profile (its owner, or an admin)",
        params: z.object({ merchantId: z.union([z.literal('me'), z.uuid('Business not found.')]) }),
        body: merchantProfileSchema,
        response: { 200: savedProfileSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: perAccount } },
      preValidation: signedInFirst,
    },
    async (request) => merchants.updateProfile(requireUser(request), request.params.merchantId, request.body),
  );
};
