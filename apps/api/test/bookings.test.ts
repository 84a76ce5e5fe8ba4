import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '@lull/domain/london-time';
import { eq } from 'drizzle-orm';
import { bookings } from '../src/db/schema/bookings';
import { bookingTerms } from '../src/db/schema/terms';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper';
import { createCustomers } from './support/booking-customers';
import { createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Wednesday 10 June 2026, 08:00 in London.
let now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let service: { id: string; merchantId: string };
let policyService: { id: string };
let policyMerchantId: string;
let customer: { cookie: string; user: { id: string } };

const inject = (options: InjectOptions) => t.app.inject(options);
const newCustomer = async () => (await createCustomers(t.db, 1, now))[0]!;
const book = (cookie: string, body: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { agreed_to_terms: true, ...body } });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
  const { merchant } = await createMerchant(t.db, { businessName: 'Quiet Hands' });
  service = await createService(t.db, merchant.id, { name: 'Gel Manicure', pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 60 });
  const withPolicy = await createMerchant(t.db, { specificPolicies: 'Cancel 24 hours ahead or pay 50%.' });
  policyMerchantId = withPolicy.merchant.id;
  policyService = await createService(t.db, withPolicy.merchant.id);
  customer = await registerUser(t.app);
});
afterAll(() => t.close());

describe('terms and policies', () => {
  it('publishes the current booking terms and a business policy when it has one', async () => {
    expect((await inject({ method: 'GET', url: '/api/booking-terms' })).json()).toEqual({ version: 1, content: 'Be kind, arrive on time.' });
    const policy = await inject({ method: 'GET', url: `/api/merchants/${policyMerchantId}/policy` });
    expect(policy.json()).toEqual({ policy_content: 'Cancel 24 hours ahead or pay 50%.' });
    // No policy of its own is an answer, not a failure; a business that is not listed is not found.
    const none = await inject({ method: 'GET', url: `/api/merchants/${service.merchantId}/policy` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ policy_content: null });
    expect((await inject({ method: 'GET', url: '/api/merchants/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/policy' })).statusCode).toBe(404);
  });
});

describe('holding a slot', () => {
  it('holds an offered time for five minutes at the server-computed off-peak price', async () => {
    const response = await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-10', booking_time: '11:00', notes: '  Left-handed  ', price: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      booking_date: '2026-06-10',
      booking_time: '11:00',
      notes: 'Left-handed',
      original_price: 40,
      discount_amount: 10,
      platform_fee: 5,
      final_price: 35,
      credits_used: 0,
      card_amount: 35,
      // 2.9 % of £35 rounded to the penny, plus 30p.
      processing_fee: 1.32,
      card_last4: null,
      service_name: 'Gel Manicure',
      merchant_business_name: 'Quiet Hands',
      hold_expires_at: '2026-06-10T07:05:00.000Z',
    });
  });

  it('charges the usual price outside the off-peak window', async () => {
    const response = await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-10', booking_time: '09:00' });
    expect(response.json()).toMatchObject({ original_price: 40, discount_amount: 0, final_price: 45 });
  });

  it('refuses a time already held, or one that would overlap it', async () => {
    const other = await registerUser(t.app);
    const same = await book(other.cookie, { service_id: service.id, booking_date: '2026-06-10', booking_time: '11:00' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe('Sorry, that time has just been taken. Please choose another.');
    const overlapping = await book(other.cookie, { service_id: service.id, booking_date: '2026-06-10', booking_time: '11:30' });
    expect(overlapping.statusCode).toBe(409);
  });

  it.each([
    ['a past time today', '2026-06-10', '07:30'],
    ['a time outside opening hours', '2026-06-11', '19:00'],
    ['a closed day', '2026-06-14', '10:00'],
    ['a date beyond 14 days', '2026-06-24', '10:00'],
    ['a time off the half-hour grid', '2026-06-11', '10:10'],
  ])('refuses %s with a clear 4xx', async (_label, date, time) => {
    const response = await book(customer.cookie, { service_id: service.id, booking_date: date, booking_time: time });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });

  it('requires the terms, and the business policy when there is one', async () => {
    // A customer of its own: the shared one already keeps the two holds a customer may have at once.
    const customer = await newCustomer();
    const noTerms = await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-11', booking_time: '10:00', agreed_to_terms: false });
    expect(noTerms.statusCode).toBe(400);
    const noPolicy = await book(customer.cookie, { service_id: policyService.id, booking_date: '2026-06-11', booking_time: '10:00' });
    expect(noPolicy.statusCode).toBe(400);
    expect(noPolicy.json().error).toBe("Please agree to the merchant's booking policy to continue.");
    const agreed = await book(customer.cookie, { service_id: policyService.id, booking_date: '2026-06-11', booking_time: '10:00', agreed_to_merchant_policy: true });
    expect(agreed.statusCode).toBe(201);
  });

  it('needs a signed-in customer', async () => {
    const response = await inject({ method: 'POST', url: '/api/bookings', payload: { service_id: service.id, booking_date: '2026-06-11', booking_time: '10:00', agreed_to_terms: true } });
    expect(response.statusCode).toBe(401);
  });

  it('frees the slot when a hold expires', async () => {
    // A customer of its own: the shared one already keeps the two holds a customer may have at once.
    const customer = await newCustomer();
    const first = await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '12:00' });
    expect(first.statusCode).toBe(201);
    const other = await registerUser(t.app);
    expect((await book(other.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '12:00' })).statusCode).toBe(409);
    const start = now;
    now = new Date(start.getTime() + 5 * 60_000);
    try {
      expect((await book(other.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '12:00' })).statusCode).toBe(201);
      // The customer's own list no longer shows the lapsed hold as pending.
      const mine = (await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } })).json();
      expect(mine.find((booking: { id: string }) => booking.id === first.json().id)).toBeUndefined();
    } finally {
      now = start;
    }
  });

  it('expires lapsed holds in the background sweep, across services', async () => {
    // A customer of its own: the shared one already keeps the two holds a customer may have at once.
    const customer = await newCustomer();
    const held = (await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-17', booking_time: '13:00' })).json();
    expect(await sweepLapsedHolds(t.db, () => now)).toBe(0);
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await sweepLapsedHolds(t.db, () => later)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, held.id));
    expect(row?.status).toBe('expired');
  });

  it(`sells a slot once when many customers try at the same moment (${usingPostgres ? 'parallel connections' : 'one PGlite connection'})`, async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(t.app)));
    const responses = await Promise.all(customers.map((c) => book(c.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '14:00' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('my bookings and cancelling', () => {
  it("shows a customer their own bookings only, and hides someone else's", async () => {
    expect((await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-19', booking_time: '10:00' })).statusCode).toBe(201);
    const mine = (await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } })).json();
    expect(mine.length).toBeGreaterThan(0);
    const stranger = await registerUser(t.app);
    expect((await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: stranger.cookie } })).json()).toEqual([]);
    expect((await inject({ method: 'GET', url: `/api/bookings/${mine[0].id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/bookings/${mine[0].id}/cancel`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });

  it('cancels a held booking and frees its time', async () => {
    const held = (await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-16', booking_time: '10:00' })).json();
    const cancelled = await inject({ method: 'POST', url: `/api/bookings/${held.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, card_refund: 0, message: 'Booking cancelled. Nothing was charged, and the time is free again.' });
    expect((await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-16', booking_time: '10:00' })).statusCode).toBe(201);
  });

  it('lets an unpaid hold go even within 24 hours: the rule protects money paid', async () => {
    // A customer of its own: the shared one already keeps the two holds a customer may have at once.
    const customer = await newCustomer();
    const held = (await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-10', booking_time: '13:00' })).json();
    const cancelled = await inject({ method: 'POST', url: `/api/bookings/${held.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, credits_restored: 0, card_refund: 0 });
  });

  it('refunds a paid booking cancelled at least 24 hours ahead, less the fees, as a refund request', async () => {
    await createConfirmedBooking(t.db, service, customer.user.id, londonInstant('2026-06-18', '10:00'), 60);
    const paid = (await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } }))
      .json()
      .find((booking: { status: string; booking_date: string }) => booking.status === 'confirmed' && booking.booking_date === '2026-06-18');
    const response = await inject({ method: 'POST', url: `/api/bookings/${paid.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(response.statusCode).toBe(200);
    // £45 paid by card − £5 platform fee − £1.61 processing fee.
    expect(response.json()).toMatchObject({ card_refund: 38.39, credits_restored: 0, message: 'Booking cancelled. £38.39 will be refunded to your card by our team shortly.' });
    const [notice] = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie: customer.cookie } })).json();
    expect(notice).toMatchObject({ type: 'booking_cancelled', title: 'Booking cancelled', message: 'Gel Manicure at Quiet Hands is cancelled. £38.39 will be refunded to your card by our team shortly.' });
    const again = await inject({ method: 'POST', url: `/api/bookings/${paid.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to cancel less than 24 hours before the appointment', async () => {
    await createConfirmedBooking(t.db, service, customer.user.id, londonInstant('2026-06-11', '07:30'), 60);
    const soon = (await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } }))
      .json()
      .find((booking: { status: string; booking_date: string }) => booking.status === 'confirmed' && booking.booking_date === '2026-06-11');
    const response = await inject({ method: 'POST', url: `/api/bookings/${soon.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Cannot cancel - less than 24 hours before appointment');
  });
});

describe('add to calendar', () => {
  it('gives a confirmed booking as an iCalendar file, only to its customer', async () => {
    await createConfirmedBooking(t.db, service, customer.user.id, londonInstant('2026-06-22', '10:00'), 60);
    const paid = (await inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } }))
      .json()
      .find((booking: { booking_date: string }) => booking.booking_date === '2026-06-22');
    const file = await inject({ method: 'GET', url: `/api/bookings/${paid.id}/calendar.ics`, headers: { cookie: customer.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toBe('attachment; filename="lull-booking.ics"');
    // 10:00 London summer time is 09:00 UTC.
    expect(file.body).toContain('DTSTART:20260622T090000Z');
    expect(file.body).toContain(`SUMMARY:Gel Manicure with ${paid.team_member_name} at Quiet Hands`);

    const stranger = await registerUser(t.app);
    expect((await inject({ method: 'GET', url: `/api/bookings/${paid.id}/calendar.ics`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/bookings/${paid.id}/calendar.ics` })).statusCode).toBe(401);
  });

  it('refuses a booking that is only held', async () => {
    // A customer of its own: the shared one already keeps the two holds a customer may have at once.
    const customer = await newCustomer();
    const held = await book(customer.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '12:00' });
    const file = await inject({ method: 'GET', url: `/api/bookings/${held.json().id}/calendar.ics`, headers: { cookie: customer.cookie } });
    expect(file.statusCode).toBe(409);
    expect(file.json().error).toBe('Only a confirmed booking can be added to a calendar.');
  });
});
