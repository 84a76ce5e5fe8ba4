import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: every booking, searched and paged, and one booking's real figures (admin spec §2.2 Bookings, §2.3). */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
