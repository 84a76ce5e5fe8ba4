import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../shared/app-context';

/** Admin: CSV exports streamed from the database (admin spec §7). */
export const exportsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async () => {};
