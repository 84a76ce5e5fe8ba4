/**
 * Holds are for people about to pay (decision 033): one account keeps at most two unpaid times at once, tries are
 * limited per account and per address, a customer can release their own hold at once, and the black-out an
 * attacker ran (every free time of a salon held by one account, again and again) leaves the salon bookable.
 */
import { MAX_LIVE_HOLDS } from '@lull/domain/holds';
import { addDaysToDate, londonDateOf, londonInstant, minutesOf } from '@lull/domain/london-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { bookingTerms } from '../src/db/schema/terms';
import { sendWaitlistNotices } from '../src/modules/waitlist/waitlist.service';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

let now = new Date('2026-06-10T07:00:00Z');
const clock = () => now;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
});
afterAll(async () => {
  await t?.close();
});

const DATE = '2026-06-12';
let addressCounter = 0;
/** Each test's customers come from an address of their own, so the per-address limit is only met where tested. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

async function salon(name = 'Quiet Polish') {
  const { merchant } = await createMerchant(t.db, { businessName: name });
  const service = await createService(t.db, merchant.id, { name: 'Gel nails' });
  return { id: service.id, merchantId: merchant.id };
}

const hold = (customer: BookingCustomer, serviceId: string, time: string, options: { date?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: options.address ?? '203.0.113.250',
    headers: { cookie: customer.cookie },
    payload: { service_id: serviceId, booking_date: options.date ?? DATE, booking_time: time, agreed_to_terms: true },
  });
const release = (customer: BookingCustomer | null, bookingId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}`, headers: customer ? { cookie: customer.cookie } : {} });
const freeTimes = async (serviceId: string, date = DATE): Promise<string[]> => {
  const days = (await t.app.inject({ method: 'GET', url: `/api/services/${serviceId}/availability?days=14` })).json().days as { date: string; times: string[] }[];
  return days.find((day) => day.date === date)?.times ?? [];
};

describe('how many times one account may hold', () => {
  it(`holds at most ${MAX_LIVE_HOLDS} unpaid times across Lull; the next is refused naming the holds to finish or release`, async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const nails = await salon('Quiet Polish');
    const other = await salon('Lantern Rooms');
    const [customer] = await createCustomers(t.db, 1, now);
    const address = freshAddress();
    const first = await hold(customer!, nails.id, '10:00', { address });
    const second = await hold(customer!, other.id, '14:00', { address, date: '2026-06-11' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const third = await hold(customer!, nails.id, '16:00', { address });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      error:
        'You already have 2 times on hold: Gel nails at Quiet Polish on Fri 12 Jun 2026 at 10:00 and Gel nails at Lantern Rooms on Thu 11 Jun 2026 at 14:00. ' +
        'Complete payment or release one to hold another time (holds last 5 minutes).',
    });
    expect(await freeTimes(nails.id)).toContain('16:00');

    // Releasing one makes room at once; a hold that ran out makes room too.
    expect((await release(customer!, first.json().id)).statusCode).toBe(204);
    expect((await hold(customer!, nails.id, '16:00', { address })).statusCode).toBe(201);
    expect((await hold(customer!, nails.id, '12:00', { address })).statusCode).toBe(409);
    now = new Date(now.getTime() + 5 * 60_000);
    expect((await hold(customer!, nails.id, '12:00', { address })).statusCode).toBe(201);
  });

  it('counts a customer’s holds one at a time: eight asked for at once, on eight times, give exactly two', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [customer] = await createCustomers(t.db, 1, now);
    const address = freshAddress();
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const answers = await Promise.all(times.map((time) => hold(customer!, service.id, time, { address })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    const live = await t.db.select().from(bookings).where(and(eq(bookings.userId, customer!.id), eq(bookings.status, 'pending')));
    expect(live).toHaveLength(2);
  });

  it('a paid booking is not a hold: it does not count, and it cannot be released', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [customer] = await createCustomers(t.db, 1, now);
    const paid = await createPaidBooking(t.db, { service, userId: customer!.id, start: londonInstant(DATE, '09:00'), confirmedAt: now });
    const address = freshAddress();
    expect((await hold(customer!, service.id, '11:00', { address })).statusCode).toBe(201);
    expect((await hold(customer!, service.id, '13:00', { address })).statusCode).toBe(201);
    const refused = await release(customer!, paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Only a time on hold can be released. A paid booking is cancelled from My Bookings.' });
    expect((await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, paid)))[0]!.status).toBe('confirmed');
  });
});

describe('who may hold', () => {
  it('not the owner of the business: a salon cannot book, pay itself or review its own treatments', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const [owner] = await createCustomers(t.db, 1, now);
    const { merchant } = await createMerchant(t.db, { userId: owner!.id, businessName: 'Own Salon' });
    const service = await createService(t.db, merchant.id);
    const refused = await hold(owner!, service.id, '10:00', { address: freshAddress() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "You can't book your own business's treatments." });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, owner!.id))).toEqual([]);
  });
});

describe('releasing a hold (DELETE /api/bookings/{id})', () => {
  it('frees the time for everyone at once; only the customer’s own hold; releasing twice is harmless', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [holder, other] = await createCustomers(t.db, 2, now);
    const held = await hold(holder!, service.id, '10:00', { address: freshAddress() });
    expect(held.statusCode).toBe(201);
    const id = held.json().id as string;
    expect(await freeTimes(service.id)).not.toContain('10:00');

    expect((await release(null, id)).statusCode).toBe(401);
    const notTheirs = await release(other!, id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: 'Booking not found' });
    expect((await release(holder!, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await release(holder!, 'not-an-id')).statusCode).toBe(400);

    const released = await release(holder!, id);
    expect(released.statusCode).toBe(204);
    expect(released.body).toBe('');
    expect(await freeTimes(service.id)).toContain('10:00');
    // The released hold is gone from My Bookings, and the other customer takes the time straight away.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: holder!.cookie } })).json() as { id: string }[];
    expect(mine.map((booking) => booking.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: holder!.cookie } })).json()).toMatchObject({ status: 'expired', hold_expires_at: null });
    expect((await hold(other!, service.id, '10:00', { address: freshAddress() })).statusCode).toBe(201);
    expect((await release(holder!, id)).statusCode).toBe(204);
    // Paying for a released hold is refused: the time is no longer the holder's.
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: holder!.cookie }, payload: { booking_id: id } });
    expect(pay.statusCode).toBe(410);
    expect(pay.json().error).toBe('Your hold on this time has expired. Please choose the time again.');
  });
});

describe('rate limits on holds', () => {
  it('an account may ask for 30 holds an hour, from any addresses', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [customer] = await createCustomers(t.db, 1, now);
    const statuses: number[] = [];
    // A time the service does not offer: refused as bad input, yet counted, so probing is limited too.
    for (let n = 0; n < 31; n += 1) statuses.push((await hold(customer!, service.id, '10:15', { address: freshAddress() })).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    const limited = await hold(customer!, service.id, '10:00', { address: freshAddress() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
  });

  it('an address may ask for 120 holds an hour, whichever accounts it signs in as', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const customers = await createCustomers(t.db, 5, now);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 120; n += 1) statuses.push((await hold(customers[n % 5]!, service.id, '10:15', { address })).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const [fresh] = await createCustomers(t.db, 1, now);
    expect((await hold(fresh!, service.id, '10:00', { address })).statusCode).toBe(429);
    expect((await hold(fresh!, service.id, '10:00', { address: freshAddress() })).statusCode).toBe(201);
  });
});

describe('the black-out, replayed', () => {
  it('one account trying every start time of a salon for 14 days holds two; everyone else can still book', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon('Only Chair');
    const [attacker, regular] = await createCustomers(t.db, 2, now);
    const days = (await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/availability?days=14` })).json().days as { date: string; times: string[] }[];
    const every = days.flatMap((day) => day.times.map((time) => ({ date: day.date, time })));
    expect(every.length).toBeGreaterThan(100);

    const address = freshAddress();
    const answers = await Promise.all(every.map(({ date, time }) => hold(attacker!, service.id, time, { date, address })));
    const count = (status: number) => answers.filter((answer) => answer.statusCode === status).length;
    expect(count(201)).toBe(2);
    expect(count(201) + count(409) + count(429)).toBe(every.length);

    // Everything but the two held hours is still offered (a 60-minute hold also takes the half-hour starts either
    // side of it), and a regular books one of them.
    const held = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json() as { booking_date: string; booking_time: string });
    const overlapsHeld = ({ date, time }: { date: string; time: string }) =>
      held.some((booking) => booking.booking_date === date && Math.abs(minutesOf(booking.booking_time) - minutesOf(time)) < 60);
    const after = (await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/availability?days=14` })).json().days as { date: string; times: string[] }[];
    expect(after.flatMap((day) => day.times.map((time) => `${day.date} ${time}`))).toEqual(every.filter((slot) => !overlapsHeld(slot)).map((slot) => `${slot.date} ${slot.time}`));
    const wanted = every.find((slot) => slot.date === addDaysToDate(londonDateOf(now), 3) && !overlapsHeld(slot))!;
    expect((await hold(regular!, service.id, wanted.time, { date: wanted.date, address: freshAddress() })).statusCode).toBe(201);
  });

  it('holds let lapse again and again by one account tell the waitlist of a time once', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon('Second Chair');
    const [attacker, waiter] = await createCustomers(t.db, 2, now);
    const address = freshAddress();
    expect((await hold(attacker!, service.id, '10:00', { address })).statusCode).toBe(201);
    const joined = await t.app.inject({ method: 'POST', url: '/api/waitlist', headers: { cookie: waiter!.cookie }, payload: { service_id: service.id, booking_date: DATE, booking_time: '10:00' } });
    expect(joined.statusCode).toBe(201);

    for (let round = 0; round < 3; round += 1) {
      now = new Date(now.getTime() + 6 * 60_000);
      await sendWaitlistNotices(t.db, clock, PUBLIC_URL);
      expect((await hold(attacker!, service.id, '10:00', { address })).statusCode).toBe(201);
    }
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, waiter!.id), eq(notifications.type, 'waitlist_time_free')));
    expect(told).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, waiter!.email))).toHaveLength(1);
  });
});
