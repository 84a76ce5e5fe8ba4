import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

// Admin: contact submissions (list, mark handled): being built (issue 12).
export const contactAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
