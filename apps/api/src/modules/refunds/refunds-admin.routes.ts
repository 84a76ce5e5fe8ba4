import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: refund requests, paid back through the payment gateway (admin spec §2.2 Refunds, §7). */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
