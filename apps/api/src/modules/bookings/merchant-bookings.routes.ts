import {
  merchantBookingSchema,
  merchantBookingStatusSchema,
  merchantBookingsPageSchema,
  merchantBookingsQuerySchema,
  merchantCalendarQuerySchema,
  salonCancelledSchema,
  salonCancelSchema,
  salonMoveAnswerSchema,
  salonMoveSchema,
  settledBookingSchema,
} from '@lull/domain/contracts/merchant-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { createMerchantBookingsService } from './merchant-bookings.service';

const bookingParams = z.object({ id: z.uuid('Booking not found') });
const settleLimit = { rateLimit: { max: 300, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

const changeLimit = { rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/**
 * A salon's bookings: the list, the calendar, marking an appointment completed or a no-show, and, before
 * it, cancelling it with a reason or offering the customer another time (decision 051).
 */
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

  app.post(
    '/api/merchant/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: "The salon cancels one of its upcoming bookings with a reason: the customer gets everything back, Lull's fee included, and is told why",
        params: bookingParams,
        body: salonCancelSchema,
        response: { 200: salonCancelledSchema },
      },
      config: changeLimit,
      preValidation: signedInFirst,
    },
    async (request) => merchantBookings.cancel(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/merchant/bookings/:id/move',
    {
      schema: {
        tags,
        summary: 'The salon offers the customer another time; the booking keeps its time until the customer accepts',
        params: bookingParams,
        body: salonMoveSchema,
        response: { 200: salonMoveAnswerSchema },
      },
      config: changeLimit,
      preValidation: signedInFirst,
    },
    async (request) => merchantBookings.offerMove(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/merchant/bookings/:id/move',
    {
      schema: { tags, summary: 'The salon withdraws its offer of another time before the customer answers', params: bookingParams, response: { 200: salonMoveAnswerSchema } },
      config: changeLimit,
      preValidation: signedInFirst,
    },
    async (request) => merchantBookings.withdrawMove(requireUser(request), request.params.id),
  );
};
