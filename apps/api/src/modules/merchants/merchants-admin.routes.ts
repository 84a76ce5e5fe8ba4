import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';

//  Geocoder:Admin: businesses (list, profile, approve, reject, pause, unpause, edit, delete, create): being built (issue 12).
export const merchantsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext; geocoder: Geocoder }> = async () => {};
