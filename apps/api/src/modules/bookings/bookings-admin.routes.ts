import { adminBookingDetailSchema, adminBookingsPageSchema, adminBookingsQuerySchema } from '@lull/domain/contracts/admin-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppContext } from '../../shared/app-context';
import { adminBookingMessages, createBookingsAdminService } from './bookings-admin.service';

const bookingParams = z.object({ id: z.uuid(adminBookingMessages.notFound) });

/** Admin: every booking, searched and paged, and one booking's real figures (admin spec §2.2 Bookings, §2.3). */
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
};
