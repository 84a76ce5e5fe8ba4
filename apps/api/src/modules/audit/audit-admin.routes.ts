import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: the audit trail of admin actions, searched and paged. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
