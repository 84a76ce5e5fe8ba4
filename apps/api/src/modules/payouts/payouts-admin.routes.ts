import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: merchants awaiting payout and recording a transfer (admin spec §2.2 Payouts, §7). */
export const payoutsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
