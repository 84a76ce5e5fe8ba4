import {
  messageSchema,
  notificationIdsSchema,
  notificationSchema,
  notificationsChangedSchema,
  notificationsPageQuerySchema,
  notificationsPageSchema,
} from '@lull/domain/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInFirst } from '../../shared/actor';
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

  app.get(
    '/api/notifications/page',
    { schema: { tags, summary: "The Notifications tab: the caller's notifications filtered All/Unread/Read, paged, with the unread count", querystring: notificationsPageQuerySchema, response: { 200: notificationsPageSchema } }, preValidation: signedInFirst },
    async (request) => notifications.page(requireUser(request).user.id, request.query),
  );

  app.post(
    '/api/notifications/mark-all-read',
    { schema: { tags, summary: "Mark every one of the caller's notifications read", response: { 200: notificationsChangedSchema } }, preValidation: signedInFirst },
    async (request) => {
      const count = await notifications.markManyRead(requireUser(request).user.id);
      return { message: 'All notifications marked as read', count };
    },
  );

  app.post(
    '/api/notifications/read',
    { schema: { tags, summary: "Mark the selected notifications read (only the caller's own)", body: notificationIdsSchema, response: { 200: notificationsChangedSchema } }, preValidation: signedInFirst },
    async (request) => {
      const count = await notifications.markManyRead(requireUser(request).user.id, request.body.ids);
      return { message: 'Selected notifications marked as read', count };
    },
  );

  app.delete(
    '/api/notifications/delete',
    { schema: { tags, summary: "Delete notifications by id (only the caller's own; others' ids are ignored)", body: notificationIdsSchema, response: { 200: notificationsChangedSchema } }, preValidation: signedInFirst },
    async (request) => {
      const count = await notifications.deleteMany(requireUser(request).user.id, request.body.ids);
      return { message: count === 1 ? 'Notification deleted' : 'Selected notifications deleted', count };
    },
  );
};
