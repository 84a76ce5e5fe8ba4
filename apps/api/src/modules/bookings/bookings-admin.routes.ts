import { adminBookingCancelledSchema, adminBookingDetailSchema, adminBookingsPageSchema, adminBookingsQuerySchema, adminCancelBookingSchema } from '@lull/domain/contracts/admin-bookings';
import { PERSON_NOT_FOUND } from '@lull/domain/contracts/admin-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { adminBookingMessages, createBookingsAdminService } from './bookings-admin.service';

const bookingParams = z.object({ id: z.uuid(adminBookingMessages.notFound) });
const userParams = z.object({ id: z.uuid(PERSON_NOT_FOUND) });

/**
 * Admin: every booking, searched and paged, one booking's real figures (the Bookings sub-tab and its dialog), one person's
 * bookings, and cancelling a booking with everything given back (decision 056).
 */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const bookings = createBookingsAdminService(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/bookings',
    {
      schema: {
        tags,
        summary: 'Bookings, searched by service, customer or business, filtered by status and appointment date, paged, newest first',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsPageSchema },
      },
    },
    async (request) => bookings.list(request.query),
  );

  app.get(
    '/api/admin/bookings/:id',
    { schema: { tags, summary: "A booking's figures, payment, refund and timeline", params: bookingParams, response: { 200: adminBookingDetailSchema } } },
    async (request) => bookings.detail(request.params.id),
  );

  app.get(
    '/api/admin/users/:id/bookings',
    {
      schema: {
        tags,
        summary: "A person's bookings, searched and filtered as the Bookings list, paged, latest appointment first",
        params: userParams,
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsPageSchema },
      },
    },
    async (request) => bookings.listOfCustomer(request.params.id, request.query),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancel a paid booking still to come with a reason: everything goes back to the customer, as when the salon cancels, and they are told why",
        params: bookingParams,
        body: adminCancelBookingSchema,
        response: { 200: adminBookingCancelledSchema },
      },
    },
    async (request) => bookings.cancel(requireUser(request), request.params.id, request.body.reason),
  );
};
