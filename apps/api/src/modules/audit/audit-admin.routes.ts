import { adminAuditPageSchema, adminAuditQuerySchema } from '@lull/domain/contracts/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppContext } from '../../shared/app-context';
import { createAuditAdminService } from './audit-admin.service';

/** Admin: the audit trail of admin actions, searched and paged. */
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
};
