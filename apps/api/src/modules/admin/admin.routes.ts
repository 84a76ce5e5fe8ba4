import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

// Admin: the overview's figures: being built (issue 12).
export const adminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
