import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

// Admin: users (list, profile, disable, enable, grant credit): being built (issue 12).
export const usersAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
