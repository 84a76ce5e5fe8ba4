import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { listRecentMail } from './outbox.repository';

/** Outside production, the mail Lull has sent, newest first, so people and tests can follow links without SMTP. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
      },
    },
    async (request) => {
      const mail = await listRecentMail(db, request.query.limit, request.query.to?.trim().toLowerCase());
      return mail.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        status: row.status,
        attachments: row.attachments.map((attachment) => attachment.filename),
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};
