import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

// A salon's own services (list, add, edit, activate, delete) and their review by an admin: being built (issue 11).
export const servicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
