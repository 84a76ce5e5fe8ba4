import { adminAuditPageSchema, adminAuditQuerySchema } from '@lull/domain/contracts/admin-audit';
import { PERSON_NOT_FOUND } from '@lull/domain/contracts/admin-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../shared/app-context';
import { createAuditAdminService } from './audit-admin.service';

const userParams = z.object({ id: z.uuid(PERSON_NOT_FOUND) });

/** Admin: the audit trail of admin actions, searched and paged, and the part of it about one person (decision 056). */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const audit = createAuditAdminService(context);

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "The audit trail: every admin action, searched by admin, action, target id or note, filtered by action type, paged, newest first",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/api/admin/users/:id/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "What admins did to a person's account or bookings, searched and filtered as the audit trail, paged, newest first",
        params: userParams,
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema },
      },
    },
    async (request) => audit.listAboutUser(request.params.id, request.query),
  );
};
