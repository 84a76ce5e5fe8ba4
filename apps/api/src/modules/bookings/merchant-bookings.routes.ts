import {
  merchantBookingSchema,
  merchantBookingStatusSchema,
  merchantBookingsPageSchema,
  merchantBookingsQuerySchema,
  merchantCalendarQuerySchema,
  settledBookingSchema,
} from '@lull/domain/contracts/merchant-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { createMerchantBookingsService } from './merchant-bookings.service';

const bookingParams = z.object({ id: z.uuid('Booking not found') });
const settleLimit = { rateLimit: { max: 300, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/** A salon's bookings (spec §7): the list, the calendar, and marking an appointment completed or a no-show. */
export const merchantBookingsRoutes: FastifyPluginAsyncZod<{ merchantBookings: ReturnType<typeof createMerchantBookingsService> }> = async (app, { merchantBookings }) => {
  const tags = ['merchant bookings'];

  app.get(
    '/api/bookings/merchant',
    { schema: { tags, summary: "A salon's bookings, searched, filtered and paged", querystring: merchantBookingsQuerySchema, response: { 200: merchantBookingsPageSchema } }, preValidation: signedInFirst },
    async (request) => merchantBookings.list(requireUser(request), request.query),
  );

  app.get(
    '/api/bookings/merchant/calendar',
    { schema: { tags, summary: "A salon's diary between two dates", querystring: merchantCalendarQuerySchema, response: { 200: z.array(merchantBookingSchema) } }, preValidation: signedInFirst },
    async (request) => merchantBookings.calendar(requireUser(request), request.query),
  );

  app.post(
    '/api/bookings/:id/complete',
    { schema: { tags, summary: 'Mark an appointment that has started completed', params: bookingParams, response: { 200: settledBookingSchema } }, config: settleLimit, preValidation: signedInFirst },
    async (request) => merchantBookings.settle(requireUser(request), request.params.id, 'completed'),
  );

  app.put(
    '/api/bookings/:id/status',
    {
      schema: { tags, summary: 'Mark an appointment that has started completed or a no-show', params: bookingParams, body: merchantBookingStatusSchema, response: { 200: settledBookingSchema } },
      config: settleLimit,
      preValidation: signedInFirst,
    },
    async (request) => merchantBookings.settle(requireUser(request), request.params.id, request.body.status === 'no-show' ? 'no_show' : 'completed'),
  );
};
