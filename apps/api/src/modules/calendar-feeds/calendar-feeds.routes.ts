import { calendarFeedParamsSchema, calendarFeedsSchema } from '@lull/domain/contracts/calendar-feeds';
import { teamScopeQuerySchema } from '@lull/domain/contracts/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { CalendarFeedsService } from './calendar-feeds.service';

const rotateLimit = { rateLimit: { max: 30, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };
// Counted per address, not per caller: Google and Apple fetch every salon's feed from a few shared addresses.
// Apple asks every five minutes from each device a member subscribed on; this leaves room for several.
const feedLimit = {
  rateLimit: { max: 240, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: (request: { params: unknown }) => `feed:${(request.params as { file: string }).file}` },
};

/** The salon's calendar feeds out (decision 051): the secret addresses, new ones, and the feeds themselves. */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedsService }> = async (app, { feeds }) => {
  const tags = ['calendar-feeds'];

  app.get(
    '/api/merchant/calendar-feed',
    {
      schema: { tags, summary: "The salon's secret calendar addresses: the business's and each active member's", querystring: teamScopeQuerySchema, response: { 200: calendarFeedsSchema } },
      preValidation: signedInFirst,
    },
    async (request, reply) => reply.header('Cache-Control', 'private, no-store').send(await feeds.addresses(requireUser(request), request.query.merchant_id)),
  );

  app.post(
    '/api/merchant/calendar-feed/rotate',
    {
      schema: { tags, summary: 'Replace every calendar address of the business; the old ones stop working', querystring: teamScopeQuerySchema, response: { 200: calendarFeedsSchema } },
      config: rotateLimit,
      preValidation: signedInFirst,
    },
    async (request) => feeds.rotate(requireUser(request), request.query.merchant_id),
  );

  app.get(
    '/api/calendar-feeds/:file',
    {
      schema: {
        tags,
        summary: 'An iCalendar feed (no session: the secret address is the key); 404 for an unknown or replaced address',
        params: calendarFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar') },
      },
      config: feedLimit,
    },
    async (request, reply) => {
      const body = await feeds.read(request.params.file);
      // Private and never stored: the address is a secret, and a shared cache must not keep a diary.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};
