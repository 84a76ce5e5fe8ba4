import { messageSchema, notificationSchema } from '@lull/domain/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { createNotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: ReturnType<typeof createNotificationsService> }> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];

  app.get('/api/notifications', { schema: { tags, response: { 200: z.array(notificationSchema) } } }, async (request) => {
    const { user } = requireUser(request);
    return notifications.list(user.id);
  });

  app.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: z.object({ id: z.uuid('Notification not found.') }), response: { 200: messageSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      await notifications.markRead(user.id, request.params.id);
      return { message: 'Marked as read' };
    },
  );
};
