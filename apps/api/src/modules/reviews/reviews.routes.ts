import {
  createReviewSchema,
  hideInputSchema,
  managedReviewSchema,
  managedReviewsPageSchema,
  merchantReviewsPageSchema,
  merchantReviewsQuerySchema,
  myReviewsSchema,
  publicReviewSchema,
  replyInputSchema,
} from '@lull/domain/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { createReviewsService } from './reviews.service';

const bookingParams = z.object({ id: z.uuid('Booking not found') });
const merchantParams = z.object({ id: z.uuid('Business not found') });
const reviewParams = z.object({ id: z.uuid('Review not found') });
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };
const managedQuery = merchantReviewsQuerySchema.extend({ merchant_id: z.uuid().optional() });

/** Verified reviews (decision 025). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReturnType<typeof createReviewsService> }> = async (app, { reviews }) => {
  const tags = ['reviews'];

  app.post(
    '/api/bookings/:id/review',
    { schema: { tags, summary: 'Review a completed booking of yours, once', params: bookingParams, body: createReviewSchema, response: { 201: publicReviewSchema } }, config: writeLimit, preValidation: signedInFirst },
    async (request, reply) => reply.code(201).send(await reviews.create(requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/api/merchants/:id/reviews',
    { schema: { tags, summary: "A business's visible reviews, newest first, with its rating", params: merchantParams, querystring: merchantReviewsQuerySchema, response: { 200: merchantReviewsPageSchema } } },
    async (request) => reviews.listPublic(request.params.id, request.query),
  );

  app.get(
    '/api/reviews/mine',
    { schema: { tags, summary: 'Your completed bookings with their reviews', response: { 200: myReviewsSchema } }, preValidation: signedInFirst },
    async (request) => reviews.mine(requireUser(request)),
  );

  app.get(
    '/api/merchant/reviews',
    { schema: { tags, summary: "A salon's reviews, hidden ones too", querystring: managedQuery, response: { 200: managedReviewsPageSchema } }, preValidation: signedInFirst },
    async (request) => reviews.listForMerchant(requireUser(request), request.query),
  );

  app.post(
    '/api/merchant/reviews/:id/reply',
    { schema: { tags, summary: "The salon's one reply to a review", params: reviewParams, body: replyInputSchema, response: { 200: managedReviewSchema } }, config: writeLimit, preValidation: signedInFirst },
    async (request) => reviews.reply(requireUser(request), request.params.id, request.body.text),
  );

  app.get(
    '/api/admin/reviews',
    { schema: { tags, summary: 'Every review, newest first', querystring: merchantReviewsQuerySchema, response: { 200: managedReviewsPageSchema } } },
    async (request) => reviews.listForAdmin(request.query),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    { schema: { tags, summary: 'Hide a review that breaks the rules', params: reviewParams, body: hideInputSchema, response: { 200: managedReviewSchema } } },
    async (request) => reviews.hide(requireUser(request), request.params.id, request.body.reason),
  );
};
