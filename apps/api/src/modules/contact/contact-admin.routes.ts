import { contactSubmissionsPageSchema, contactSubmissionsQuerySchema } from '@lull/domain/contracts/admin-contact';
import { messageSchema } from '@lull/domain/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createContactAdminService } from './contact-admin.service';

/** Admin: contact submissions (admin spec §2.2 Contact tab, §7): the list and Mark as Handled. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const contact = createContactAdminService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/contact-submissions',
    {
      schema: { tags, summary: 'Contact submissions, searched, filtered by handling and acknowledgement delivery, paged', querystring: contactSubmissionsQuerySchema, response: { 200: contactSubmissionsPageSchema } },
    },
    async (request) => contact.list(request.query),
  );

  app.post(
    '/api/admin/contact-submissions/:id/handle',
    { schema: { tags, summary: 'Mark a submission handled', params: z.object({ id: z.uuid('Contact submission not found.') }), response: { 200: messageSchema } } },
    async (request) => {
      await contact.markHandled(requireUser(request), request.params.id);
      return { message: 'Contact submission has been marked as handled.' };
    },
  );
};
