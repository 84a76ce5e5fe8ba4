import { bookingSchema, bookingTermsSchema, cancellationSchema, createBookingSchema, merchantPolicySchema } from '@lull/domain/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { createBookingsService } from './bookings.service';

const bookingParams = z.object({ id: z.uuid('Booking not found') });

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: ReturnType<typeof createBookingsService> }> = async (app, { bookings }) => {
  const tags = ['bookings'];

  app.get('/api/booking-terms', { schema: { tags, response: { 200: bookingTermsSchema } } }, async () => bookings.currentTerms());

  app.get(
    '/api/merchants/:id/policy',
    { schema: { tags, params: z.object({ id: z.uuid('Business not found') }), response: { 200: merchantPolicySchema } } },
    async (request) => bookings.merchantPolicy(request.params.id),
  );

  app.post('/api/bookings', { schema: { tags, body: createBookingSchema, response: { 201: bookingSchema } } }, async (request, reply) => {
    const { user } = requireUser(request);
    return reply.status(201).send(await bookings.createBooking(user.id, request.body));
  });

  app.get('/api/bookings/me', { schema: { tags, response: { 200: z.array(bookingSchema) } } }, async (request) => {
    const { user } = requireUser(request);
    return bookings.listMine(user.id);
  });

  app.get('/api/bookings/:id', { schema: { tags, params: bookingParams, response: { 200: bookingSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return bookings.getMine(user.id, request.params.id);
  });

  app.get('/api/bookings/:id/calendar.ics', { schema: { tags, params: bookingParams } }, async (request, reply) => {
    const { user } = requireUser(request);
    const file = await bookings.calendarFile(user.id, request.params.id);
    return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.content);
  });

  app.post('/api/bookings/:id/cancel', { schema: { tags, params: bookingParams, response: { 200: cancellationSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return bookings.cancel(user.id, request.params.id);
  });
};
