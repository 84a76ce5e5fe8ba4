import { CONTACT_THANKS, messageEnvelopeSchema } from '@lull/domain/contracts/account';
import { contactSchema } from '@lull/domain/validation/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ReturnType<typeof createContactService> }> = async (app, { contact }) => {
  // Signed in or not; a signed-in sender's message is linked to the account.
  app.post(
    '/api/contact',
    {
      schema: { tags: ['contact'], body: contactSchema, response: { 201: messageEnvelopeSchema } },
      // preHandler: only messages that pass validation count towards the limit of the sender's address.
      config: { rateLimit: { max: 5, timeWindow: '1 hour', hook: 'preHandler' } },
    },
    async (request, reply) => {
      await contact.submit(request.body, request.auth?.user.id ?? null);
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );
};
