import {
  availabilityQuerySchema,
  availabilitySchema,
  catalogueQuerySchema,
  lastMinuteListSchema,
  lastMinuteQuerySchema,
  publicMerchantSchema,
  searchResultsSchema,
  serviceListSchema,
  serviceSchema,
} from '@lull/domain/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createCatalogueService } from './catalogue.service';

const serviceParams = z.object({ id: z.uuid('Service not found') });
const merchantParams = z.object({ id: z.uuid('Business not found') });

/** The public catalogue: only approved, active services of approved, unpaused businesses, in every call. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: Awaited<ReturnType<typeof createCatalogueService>> }> = async (app, { catalogue }) => {
  const tags = ['catalogue'];

  app.get('/api/services', { schema: { tags, querystring: catalogueQuerySchema, response: { 200: serviceListSchema } } }, async (request) =>
    catalogue.listServices(request.query),
  );

  app.get('/api/services/search', { schema: { tags, querystring: catalogueQuerySchema, response: { 200: searchResultsSchema } } }, async (request) =>
    catalogue.search(request.query),
  );

  app.get('/api/services/last-minute', { schema: { tags, querystring: lastMinuteQuerySchema, response: { 200: lastMinuteListSchema } } }, async (request) =>
    catalogue.lastMinuteToday(request.query),
  );

  app.get('/api/services/:id', { schema: { tags, params: serviceParams, response: { 200: serviceSchema } } }, async (request) =>
    catalogue.getService(request.params.id),
  );

  app.get(
    '/api/services/:id/availability',
    { schema: { tags, params: serviceParams, querystring: availabilityQuerySchema, response: { 200: availabilitySchema } } },
    async (request) =>
      catalogue.serviceAvailability(request.params.id, {
        days: request.query.days,
        maxDays: request.query.max_days,
        maxPerDay: request.query.max_per_day,
        teamMemberId: request.query.team_member_id,
      }),
  );

  app.get('/api/merchants/:id', { schema: { tags, params: merchantParams, response: { 200: publicMerchantSchema } } }, async (request) =>
    catalogue.getPublicMerchant(request.params.id),
  );
};
