import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

// Revenue balance and its entries, bank accounts and the payout schedule: being built (issue 11).
export const payoutsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
