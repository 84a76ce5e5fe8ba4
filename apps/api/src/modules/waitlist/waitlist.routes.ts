import { joinWaitlistSchema, takenTimesQuerySchema, takenTimesSchema, waitlistEntrySchema } from '@lull/domain/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInFirst } from '../../shared/actor';
import type { createWaitlistService } from './waitlist.service';

export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: ReturnType<typeof createWaitlistService> }> = async (app, { waitlist }) => {
  const tags = ['waitlist'];

  app.get(
    '/api/services/:id/taken-times',
    { schema: { tags, params: z.object({ id: z.uuid('Service not found') }), querystring: takenTimesQuerySchema, response: { 200: takenTimesSchema } } },
    async (request) => waitlist.takenTimes(request.params.id, request.query.days),
  );

  app.post('/api/waitlist', { preValidation: signedInFirst, schema: { tags, body: joinWaitlistSchema, response: { 201: waitlistEntrySchema } } }, async (request, reply) => {
    const { user } = requireUser(request);
    return reply.status(201).send(await waitlist.join(user.id, request.body));
  });

  app.get('/api/waitlist/mine', { schema: { tags, response: { 200: z.array(waitlistEntrySchema) } } }, async (request) => {
    const { user } = requireUser(request);
    return waitlist.listMine(user.id);
  });

  app.delete('/api/waitlist/:id', { preValidation: signedInFirst, schema: { tags, params: z.object({ id: z.uuid('Waitlist entry not found') }), response: { 204: z.null() } } }, async (request, reply) => {
    const { user } = requireUser(request);
    await waitlist.leave(user.id, request.params.id);
    return reply.status(204).send(null);
  });
};
