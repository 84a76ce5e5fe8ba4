import {
  bookingSchema,
  bookingTermsSchema,
  cancellationSchema,
  createBookingSchema,
  merchantPolicySchema,
  moveAnswerSchema,
  rescheduleQuoteSchema,
  rescheduleSchema,
} from '@lull/domain/contracts/bookings';
import { HOLD_ATTEMPT_LIMITS } from '@lull/domain/holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/actor';
import type { AttemptLimits } from '../rate-limits/attempt-limits';
import type { createBookingsService } from './bookings.service';

const bookingParams = z.object({ id: z.uuid('Booking not found') });

const HOLD_WINDOW_MS = HOLD_ATTEMPT_LIMITS.windowMinutes * 60_000;

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: ReturnType<typeof createBookingsService>; attempts: AttemptLimits }> = async (app, { bookings, attempts }) => {
  const tags = ['bookings'];

  app.get('/api/booking-terms', { schema: { tags, response: { 200: bookingTermsSchema } } }, async () => bookings.currentTerms());

  app.get(
    '/api/merchants/:id/policy',
    { schema: { tags, params: z.object({ id: z.uuid('Business not found') }), response: { 200: merchantPolicySchema } } },
    async (request) => bookings.merchantPolicy(request.params.id),
  );

  app.post('/api/bookings', { schema: { tags, body: createBookingSchema, response: { 201: bookingSchema } } }, async (request, reply) => {
    const { user } = requireUser(request);
    // Holds are for people about to pay: tries are limited per account and per address, counted in the database.
    await attempts.count([
      { key: `hold-account:${user.id}`, max: HOLD_ATTEMPT_LIMITS.perAccount, windowMs: HOLD_WINDOW_MS },
      { key: `hold-address:${request.ip}`, max: HOLD_ATTEMPT_LIMITS.perAddress, windowMs: HOLD_WINDOW_MS },
    ]);
    return reply.status(201).send(await bookings.createBooking(user.id, request.body));
  });

  app.delete('/api/bookings/:id', { schema: { tags, params: bookingParams, response: { 204: z.null() } } }, async (request, reply) => {
    const { user } = requireUser(request);
    await bookings.releaseHold(user.id, request.params.id);
    return reply.status(204).send(null);
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

  // What moving to a time would cost or give back; the move itself is POST /api/bookings/{id}/reschedule (payments
  // module, as a dearer time is paid for by card first).
  app.post(
    '/api/bookings/:id/reschedule/quote',
    { schema: { tags, params: bookingParams, body: rescheduleSchema, response: { 200: rescheduleQuoteSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return bookings.quoteReschedule(user.id, request.params.id, request.body);
    },
  );

  app.post('/api/bookings/:id/move-proposal/accept', { schema: { tags, params: bookingParams, response: { 200: moveAnswerSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return bookings.answerMoveProposal(user.id, request.params.id, 'accept');
  });

  app.post('/api/bookings/:id/move-proposal/decline', { schema: { tags, params: bookingParams, response: { 200: moveAnswerSchema } } }, async (request) => {
    const { user } = requireUser(request);
    return bookings.answerMoveProposal(user.id, request.params.id, 'decline');
  });
};
