import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: the platform's figures over a period, from real bookings (issue 13). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
