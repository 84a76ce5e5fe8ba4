import { randomUUID } from 'node:crypto';
import { londonInstant } from '@lull/domain/london-time';
import { priceBooking } from '@lull/domain/pricing';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refundRequests } from '../src/db/schema/bookings';
import { adminBookingMessages } from '../src/modules/bookings/bookings-admin.service';
import { createPeople } from './support/actors';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { addTeamMember, teamOf } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London.
const DAY_0 = new Date('2026-06-10T07:00:00Z');
let now = DAY_0;
let t: TestApp;
let admin: BookingCustomer;
let merchantUser: BookingCustomer;
let customer: BookingCustomer;
let service: { id: string; merchantId: string; name: string };
let businessName: string;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const list = async (query: string) => {
  const response = await send('GET', `/api/admin/bookings${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const detail = async (id: string) => {
  const response = await send('GET', `/api/admin/bookings/${id}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const card = { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } };

/** Holds, then pays (with whatever credit the customer has, up to £5) through the real API; answers the booking id. */
async function bookAndPay(who: BookingCustomer, date: string, time: string): Promise<string> {
  const held = await send('POST', '/api/bookings', who.cookie, { service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true });
  expect(held.statusCode, held.body).toBe(201);
  const id = held.json().id as string;
  const intent = await send('POST', '/api/payments/create-intent', who.cookie, { booking_id: id, credits_used: 5 });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await send('POST', '/api/payments/confirm', who.cookie, { payment_intent_id: intent.json().payment_intent_id, payment_method: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, merchantUser, customer] = await createPeople(t.db, DAY_0, [
    { role: 'admin', profile: { firstName: 'Ada', lastName: 'Admin' } },
    'merchant',
    { role: 'customer', profile: { firstName: 'Wilhelmina', lastName: 'Quartermaine' } },
  ]);
  const { merchant } = await createMerchant(t.db, { businessName: 'Velvet Hour Studio' });
  businessName = merchant.businessName;
  service = await createService(t.db, merchant.id, { name: 'Gel Manicure Deluxe', pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
});
afterAll(() => t.close());

describe('who may call the admin bookings routes', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), whatever they send, and answers an admin', async () => {
    const id = randomUUID();
    const routes = ['/api/admin/bookings', '/api/admin/bookings?status=nonsense&date=yesterday', `/api/admin/bookings/${id}`, '/api/admin/bookings/not-a-uuid'];
    for (const url of routes) {
      expect((await send('GET', url)).statusCode, `${url} anonymous`).toBe(401);
      expect((await send('GET', url, customer.cookie)).statusCode, `${url} customer`).toBe(403);
      expect((await send('GET', url, merchantUser.cookie)).statusCode, `${url} merchant`).toBe(403);
    }
    expect((await send('GET', '/api/admin/bookings', admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown booking and 400 for a malformed id, status or date', async () => {
    const unknown = await send('GET', `/api/admin/bookings/${randomUUID()}`, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminBookingMessages.notFound });
    expect((await send('GET', '/api/admin/bookings/not-a-uuid', admin.cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/bookings?status=refunded', admin.cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/bookings?status=no_show', admin.cookie)).statusCode).toBe(400);
    const badDate = await send('GET', '/api/admin/bookings?date=2026-02-30', admin.cookie);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toContain('YYYY-MM-DD');
  });
});

describe('one booking, paid and cancelled through the API, as the admin sees it', () => {
  let paidId: string;
  let cancelledId: string;

  beforeAll(async () => {
    paidId = await bookAndPay(customer, '2026-06-12', '10:00');
    // A second customer's booking, cancelled more than 24 hours ahead: credits back now, the card part a refund request.
    const [other] = await createCustomers(t.db, 1, DAY_0);
    cancelledId = await bookAndPay(other!, '2026-06-12', '11:00');
    now = new Date(DAY_0.getTime() + 60 * 60_000);
    const cancelled = await send('POST', `/api/bookings/${cancelledId}/cancel`, other!.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // created_at and requested_at are the database's now(), not the test's clock: set them to the clock's instants.
    for (const id of [paidId, cancelledId]) await t.db.update(bookings).set({ createdAt: DAY_0 }).where(eq(bookings.id, id));
    await t.db.update(refundRequests).set({ requestedAt: now }).where(eq(refundRequests.bookingId, cancelledId));
  });

  it('shows the figures the booking was priced with, the payment and a timeline of real instants', async () => {
    // What the booking flow priced: the service at 10:00 on Friday with the customer's £3 welcome credit.
    const priced = priceBooking({ pricePence: 4000, offPeakPricePence: 3000, date: '2026-06-12', time: '10:00', availableCreditPence: 300 });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, paidId));
    const booking = await detail(paidId);
    expect(booking.figures).toEqual({
      original_price: priced.originalPricePence / 100,
      discount: priced.discountAmountPence / 100,
      platform_fee: priced.platformFeePence / 100,
      final_price: priced.finalPricePence / 100,
      credits_used: priced.creditsUsedPence / 100,
      card_amount: priced.cardAmountPence / 100,
      processing_fee: priced.processingFeePence / 100,
      // The £1.32 on £35: 2.9 % of £30 + 30p from the salon's price, the rest from Lull's fee (decision 038).
      processing_fee_note: "£1.17 from the salon's price, £0.15 from Lull's booking fee",
      merchant_payout: priced.merchantPayoutPence / 100,
      merchant_payout_note: null,
    });
    expect(booking.figures.credits_used).toBe(3);
    expect(booking).toMatchObject({
      id: paidId,
      user_id: customer.id,
      user_name: 'Wilhelmina Quartermaine',
      user_email: customer.email,
      merchant_id: service.merchantId,
      merchant_business_name: businessName,
      service_id: service.id,
      service_name: 'Gel Manicure Deluxe',
      booking_date: '2026-06-12',
      booking_time: '10:00',
      status: 'confirmed',
      payment_label: 'Paid',
      refund_due: false,
      high_value: false,
      refund_request: null,
      cancelled_by: null,
    });
    expect(booking.payment).toMatchObject({ gateway: 'sandbox', status: 'succeeded', amount: priced.cardAmountPence / 100, card_last4: '4242' });
    expect(booking.timeline).toEqual([
      { event: 'created', label: 'Created', at: stored!.createdAt.toISOString() },
      { event: 'confirmed', label: 'Paid and confirmed', at: stored!.confirmedAt!.toISOString() },
      { event: 'service', label: 'Service date', at: londonInstant('2026-06-12', '10:00').toISOString() },
    ]);
  });

  it('shows a cancellation owing a card refund as Refund Due and Refund Needed, with its refund request and timeline', async () => {
    const booking = await detail(cancelledId);
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, cancelledId));
    expect(booking).toMatchObject({ status: 'cancelled', payment_label: 'Refund Needed', refund_due: true, cancelled_by: 'customer' });
    expect(booking.refund_request).toEqual({
      id: request!.id,
      status: 'pending',
      total_paid: request!.totalPaidPence / 100,
      credits_used: 3,
      credits_restored: 3,
      card_refund: request!.cardRefundPence / 100,
      requested_at: request!.requestedAt.toISOString(),
      completed_at: null,
      reference: null,
      admin_notes: null,
      reason: 'cancellation',
    });
    expect(booking.refund_request.card_refund).toBeGreaterThan(0);
    // Refunded in time: the salon is paid nothing for it, and the dialog says why.
    expect(booking.figures).toMatchObject({ merchant_payout: 0, merchant_payout_note: 'Cancelled in time: the customer was refunded, so nothing is paid for it.', processing_fee_note: null });
    expect(booking.timeline.map((entry: { event: string }) => entry.event)).toEqual(['created', 'confirmed', 'cancelled', 'refund_requested', 'service']);
    expect(booking.timeline.find((entry: { event: string }) => entry.event === 'cancelled').label).toBe('Cancelled by customer');

    const row = (await list(`?q=${cancelledId}`)).items;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ id: cancelledId, refund_due: true, payment_label: 'Refund Needed' });
    // The short id the table shows (the first 8 characters, in capitals) finds it as well.
    const byShortId = (await list(`?q=${cancelledId.slice(0, 8).toUpperCase()}`)).items;
    expect(byShortId.map((item: { id: string }) => item.id)).toEqual([cancelledId]);
  });

  it('calls the cancellation Refunded, without the badge, once the refund is completed', async () => {
    const completedAt = new Date(DAY_0.getTime() + 2 * 60 * 60_000);
    await t.db.update(refundRequests).set({ status: 'completed', completedAt, gatewayRefundReference: 're_test_1' }).where(eq(refundRequests.bookingId, cancelledId));
    const booking = await detail(cancelledId);
    expect(booking).toMatchObject({ payment_label: 'Refunded', refund_due: false });
    expect(booking.refund_request).toMatchObject({ status: 'completed', completed_at: completedAt.toISOString(), reference: 're_test_1' });
    expect(booking.timeline.at(-2)).toEqual({ event: 'refund_completed', label: 'Refund processed', at: completedAt.toISOString() });
  });
});

describe('the bookings list (GET /api/admin/bookings)', () => {
  let other: { id: string; merchantId: string };
  let before: number;
  const ids = {} as Record<'noShow' | 'completed' | 'highValue' | 'justUnder' | 'pending' | 'lateCancel' | 'unpaidCancel' | 'expired', string>;

  beforeAll(async () => {
    before = (await list('')).all_bookings;
    const { merchant } = await createMerchant(t.db, { businessName: 'Northern Lights Spa' });
    other = await createService(t.db, merchant.id, { name: 'Hot Stone Massage', pricePence: 9000, offPeakPricePence: null });
    const [bulkCustomer] = await createCustomers(t.db, 1, DAY_0);
    // 45 confirmed bookings on 1–15 July, created a minute apart, so "newest first" has an answer.
    for (let index = 0; index < 45; index += 1) {
      const start = londonInstant(`2026-07-${String((index % 15) + 1).padStart(2, '0')}`, `${String(9 + Math.floor(index / 15)).padStart(2, '0')}:00`);
      await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start, createdAt: new Date(DAY_0.getTime() + (index + 10) * 60_000), confirmedAt: DAY_0 });
    }
    const start = londonInstant('2026-07-20', '10:00');
    const at = (minutes: number) => new Date(DAY_0.getTime() + minutes * 60_000);
    ids.noShow = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start, status: 'no_show', confirmedAt: at(100), completionConfirmedAt: new Date(start.getTime() + 3_600_000), createdAt: at(100) });
    ids.completed = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '11:00'), status: 'completed', confirmedAt: at(1), completionConfirmedAt: at(3), createdAt: at(101) });
    ids.highValue = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '12:00'), originalPricePence: 9500, discountAmountPence: 0, finalPricePence: 10_000, createdAt: at(102), confirmedAt: at(102) });
    ids.justUnder = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '13:00'), originalPricePence: 9499, discountAmountPence: 0, finalPricePence: 9_999, createdAt: at(103), confirmedAt: at(103) });
    ids.pending = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '14:00'), status: 'pending', holdExpiresAt: at(110), createdAt: at(104) });
    ids.lateCancel = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '15:00'), status: 'cancelled', confirmedAt: at(1), cancelledAt: at(106), cancelledBy: 'customer', createdAt: at(105) });
    ids.unpaidCancel = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-20', '16:00'), status: 'cancelled', cancelledAt: at(107), cancelledBy: 'customer', createdAt: at(106) });
    // An expired hold is not a booking anyone made: left out of the list and its total.
    ids.expired = await createPaidBooking(t.db, { service: other, userId: bulkCustomer!.id, start: londonInstant('2026-07-21', '10:00'), status: 'expired', holdExpiresAt: at(111), createdAt: at(107) });
  });

  it('pages every matching booking newest first, exactly once, and counts all bookings for the empty state', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await list(`?q=hot stone&page=${page}&page_size=20`);
      expect(body).toMatchObject({ page, page_size: 20, total: 52 });
      expect(body.items).toHaveLength(page < 3 ? 20 : 12);
      seen.push(...body.items.map((row: { id: string }) => row.id));
    }
    expect(new Set(seen).size).toBe(52);
    expect(seen).not.toContain(ids.expired);
    expect(seen[0]).toBe(ids.unpaidCancel);
    expect(seen[1]).toBe(ids.lateCancel);
    const created = (await list('?q=hot stone&page_size=100')).items.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const empty = await list('?q=nothing-matches-this');
    expect(empty).toMatchObject({ items: [], total: 0, all_bookings: before + 52 });
  });

  it('searches service, business, customer name and email, case-insensitively, and a whole booking id', async () => {
    expect((await list('?q=HOT STONE')).total).toBe(52);
    expect((await list('?q=northern lights')).total).toBe(52);
    expect((await list('?q=velvet hour')).total).toBe(2);
    expect((await list('?q=wilhelmina quarter')).items.map((row: { user_name: string }) => row.user_name)).toEqual(['Wilhelmina Quartermaine']);
    expect((await list(`?q=${customer.email.toUpperCase()}`)).total).toBe(1);
    expect((await list(`?q=${ids.noShow}`)).items.map((row: { id: string }) => row.id)).toEqual([ids.noShow]);
    // The customer's city is in users.search_text, but not what this search means.
    expect((await list('?q=london')).total).toBe(0);
    // LIKE's own characters are taken literally.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by status, No-show included, and by the appointment date, combined with the search', async () => {
    const statuses = async (status: string) => (await list(`?q=hot stone&status=${status}&page_size=100`)).items.map((row: { status: string }) => row.status);
    expect(await statuses('no-show')).toEqual(['no-show']);
    expect(await statuses('completed')).toEqual(['completed']);
    expect(await statuses('pending')).toEqual(['pending']);
    expect(await statuses('cancelled')).toEqual(['cancelled', 'cancelled']);
    expect(await statuses('confirmed')).toHaveLength(47);
    expect((await list('?q=hot stone&status=all')).total).toBe(52);

    const onDate = await list('?date=2026-07-03&page_size=100');
    expect(onDate.total).toBe(3);
    expect(onDate.items.every((row: { booking_date: string }) => row.booking_date === '2026-07-03')).toBe(true);
    expect((await list('?date=2026-07-20&status=no-show')).items.map((row: { id: string }) => row.id)).toEqual([ids.noShow]);
    expect((await list('?date=2026-07-21')).total).toBe(0);
    expect((await list('?date=2026-06-12&q=velvet')).total).toBe(2);
  });

  it('labels each booking: High Value from £100, Paid, Processing, Not refunded and Not charged', async () => {
    const rows = new Map<string, { high_value: boolean; payment_label: string; refund_due: boolean; final_price: number }>(
      (await list('?date=2026-07-20&page_size=100')).items.map((row: { id: string }) => [row.id, row]),
    );
    expect(rows.get(ids.highValue)).toMatchObject({ high_value: true, final_price: 100, payment_label: 'Paid', refund_due: false });
    expect(rows.get(ids.justUnder)).toMatchObject({ high_value: false, final_price: 99.99 });
    expect(rows.get(ids.noShow)).toMatchObject({ payment_label: 'Paid' });
    expect(rows.get(ids.completed)).toMatchObject({ payment_label: 'Paid' });
    expect(rows.get(ids.pending)).toMatchObject({ payment_label: 'Processing' });
    expect(rows.get(ids.lateCancel)).toMatchObject({ payment_label: 'Not refunded', refund_due: false });
    expect(rows.get(ids.unpaidCancel)).toMatchObject({ payment_label: 'Not charged', refund_due: false });
  });

  it('shows a no-show and an expired hold with only the instants they have', async () => {
    const noShow = await detail(ids.noShow);
    expect(noShow.timeline.map((entry: { event: string }) => entry.event)).toEqual(['created', 'confirmed', 'service', 'no_show']);
    expect(noShow.timeline.at(-1)).toEqual({ event: 'no_show', label: 'Marked no-show', at: '2026-07-20T10:00:00.000Z' });
    // A visit is paid before it can be missed: its charge is shown with it.
    expect(noShow.payment).toMatchObject({ gateway: 'sandbox', status: 'succeeded', card_last4: '4242' });
    const expired = await detail(ids.expired);
    expect(expired).toMatchObject({ status: 'expired', payment_label: 'Not charged' });
    expect(expired.timeline.map((entry: { event: string }) => entry.event)).toEqual(['created', 'expired', 'service']);
  });
});

describe('who does the treatment', () => {
  it('names the team member of every booking, in the list and the dialog (decision 050)', async () => {
    const [first] = await teamOf(t.db, service.merchantId);
    const rosa = await addTeamMember(t.db, service.merchantId, { displayName: 'Rosa Quill' });
    const withFirst = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-09-01', '10:00') });
    const withRosa = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-09-01', '10:00'), teamMemberId: rosa.id });

    const rows = new Map((await list('?date=2026-09-01')).items.map((item: { id: string }) => [item.id, item]));
    expect(rows.get(withFirst)).toMatchObject({ team_member_name: first!.displayName });
    expect(rows.get(withRosa)).toMatchObject({ team_member_name: 'Rosa Quill' });
    expect(await detail(withRosa)).toMatchObject({ id: withRosa, team_member_name: 'Rosa Quill' });
  });
});
