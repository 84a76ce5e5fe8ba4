import { londonInstant } from '@lull/domain/london-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { bookingTerms } from '../src/db/schema/terms';
import { users } from '../src/db/schema/users';
import { waitlistEntries } from '../src/db/schema/waitlist';
import { lockEntriesDue } from '../src/modules/waitlist/waitlist.repository';
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
const TIME = '10:00';

async function salon() {
  const { merchant } = await createMerchant(t.db, { businessName: 'Quiet Polish' });
  const service = await createService(t.db, merchant.id, { name: 'Gel nails' });
  return { id: service.id, merchantId: merchant.id };
}

const join = (customer: BookingCustomer | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers: customer ? { cookie: customer.cookie } : {}, payload: body });
const mine = async (customer: BookingCustomer) => (await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: { cookie: customer.cookie } })).json();
const hold = (customer: BookingCustomer, serviceId: string, time = TIME) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: customer.cookie }, payload: { service_id: serviceId, booking_date: DATE, booking_time: time, agreed_to_terms: true } });
const notices = (userId: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'waitlist_time_free')));
const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const runJob = () => sendWaitlistNotices(t.db, clock, PUBLIC_URL);

describe('joining a waitlist', () => {
  it('only a signed-in customer, only for a taken future time, once, and never for their own booking', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [holder, waiter] = await createCustomers(t.db, 2, now);
    const body = { service_id: service.id, booking_date: DATE, booking_time: TIME };

    expect((await join(null, body)).statusCode).toBe(401);
    const free = await join(waiter!, body);
    expect(free.statusCode).toBe(409);
    expect(free.json().error).toBe('This time is free: book it now.');

    expect((await hold(holder!, service.id)).statusCode).toBe(201);
    const own = await join(holder!, body);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('You have already booked this time.');

    const joined = await join(waiter!, body);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ service_id: service.id, booking_date: DATE, booking_time: TIME, service_name: 'Gel nails', merchant_business_name: 'Quiet Polish', notified_at: null });
    const again = await join(waiter!, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already on the waitlist for this time.');

    // A time the service does not offer, a past one, and an unknown service are refused as bad input.
    expect((await join(waiter!, { ...body, booking_time: '10:15' })).statusCode).toBe(400);
    expect((await join(waiter!, { ...body, booking_date: '2026-06-09' })).statusCode).toBe(400);
    expect((await join(waiter!, { ...body, booking_time: 'soon' })).statusCode).toBe(400);
    expect((await join(waiter!, { ...body, service_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    // The taken time is offered to wait for; the free ones are not.
    const taken = (await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/taken-times?days=3` })).json();
    expect(taken.days).toEqual([{ date: DATE, times: ['09:30', '10:00', '10:30'] }]);
  });

  it('an entry is its customer’s alone: another cannot see or leave it; leaving lets them join again; past times drop off', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [holder, owner, other] = await createCustomers(t.db, 3, now);
    expect((await hold(holder!, service.id)).statusCode).toBe(201);
    const entry = (await join(owner!, { service_id: service.id, booking_date: DATE, booking_time: TIME })).json();

    expect(await mine(other!)).toEqual([]);
    const stolen = await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: other!.cookie } });
    expect(stolen.statusCode).toBe(404);
    expect((await mine(owner!)).map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}` })).statusCode).toBe(401);

    const left = await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: owner!.cookie } });
    expect(left.statusCode).toBe(204);
    expect(await mine(owner!)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: owner!.cookie } })).statusCode).toBe(404);

    const rejoined = await join(owner!, { service_id: service.id, booking_date: DATE, booking_time: TIME });
    expect(rejoined.statusCode).toBe(201);
    expect((await mine(owner!)).map((e: { id: string }) => e.id)).toEqual([rejoined.json().id]);

    // Once the time has passed the entry has lapsed: it is not listed, and nobody is told about it.
    now = new Date(londonInstant(DATE, TIME).getTime() + 60_000);
    expect(await mine(owner!)).toEqual([]);
    expect(await runJob()).toBe(0);
  });
});

describe('telling the waiting customers', () => {
  it('a lapsed hold: everyone waiting is told once, in join order, even with two runs at once; the first to book wins', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [holder, first, second, third] = await createCustomers(t.db, 4, now);
    expect((await hold(holder!, service.id)).statusCode).toBe(201);
    for (const customer of [first, second, third]) {
      expect((await join(customer!, { service_id: service.id, booking_date: DATE, booking_time: TIME })).statusCode).toBe(201);
    }
    // While the hold lives the time is taken: nobody is told.
    expect(await runJob()).toBe(0);

    now = new Date(now.getTime() + 6 * 60_000);
    // Earlier tests' holds have lapsed too: their waiting customers are due as well.
    const due = await t.db.transaction((tx) => lockEntriesDue(tx, now, 100));
    expect(due.filter((row) => row.entry.serviceId === service.id).map((row) => row.entry.userId)).toEqual([first!.id, second!.id, third!.id]);

    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs[0] + runs[1]).toBe(due.length);
    expect(await runJob()).toBe(0);
    for (const customer of [first, second, third]) {
      const told = await notices(customer!.id);
      expect(told.map((n) => [n.type, n.title])).toEqual([['waitlist_time_free', 'A time you wanted is free']]);
      expect(told[0]!.message).toBe(`A time you wanted is free: Gel nails at Quiet Polish, Fri 12 Jun 2026 at 10:00. Book it now: ${PUBLIC_URL}/booking/${service.id}?date=${DATE}&time=10%3A00`);
      const mail = await mailTo(customer!.email);
      expect(mail.map((m) => m.subject)).toEqual(['A time you wanted is free: Gel nails, Fri 12 Jun 2026 at 10:00']);
      expect(mail[0]!.text).toContain(told[0]!.message);
    }
    const listed = await mine(first!);
    expect(listed).toHaveLength(1);
    expect(listed[0].notified_at).toBe(now.toISOString());

    // Nothing is held for anyone: two told at once race, the first booking wins and the other gets the usual 409.
    const [a, b] = await Promise.all([hold(first!, service.id), hold(second!, service.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().error).toBe('Sorry, that time has just been taken. Please choose another.');
    // The winner has the time: it leaves their waitlists; the other still waits for it.
    const [winner, loser] = a.statusCode === 201 ? [first!, second!] : [second!, first!];
    expect(await mine(winner)).toEqual([]);
    expect(await mine(loser)).toHaveLength(1);
  });

  it('a cancelled booking frees its time and the waiting customer is told by notification and mail', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [booker, waiter] = await createCustomers(t.db, 2, now);
    const bookingId = await createPaidBooking(t.db, { service, userId: booker!.id, start: londonInstant(DATE, TIME), confirmedAt: now });
    expect((await join(waiter!, { service_id: service.id, booking_date: DATE, booking_time: TIME })).statusCode).toBe(201);
    expect(await runJob()).toBe(0);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: { cookie: booker!.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect(await runJob()).toBe(1);
    expect((await notices(waiter!.id)).map((n) => n.type)).toEqual(['waitlist_time_free']);
    expect(await mailTo(waiter!.email)).toHaveLength(1);
    expect(await t.db.select({ notifiedAt: waitlistEntries.notifiedAt }).from(waitlistEntries).where(eq(waitlistEntries.userId, waiter!.id))).toEqual([{ notifiedAt: now }]);
    // The waiter books the time.
    expect((await hold(waiter!, service.id)).statusCode).toBe(201);
  });

  it('a closed account is not told, and an entry already told is not told again when the time is taken and freed again', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const service = await salon();
    const [holder, waiter, closing] = await createCustomers(t.db, 3, now);
    expect((await hold(holder!, service.id)).statusCode).toBe(201);
    for (const customer of [waiter, closing]) {
      expect((await join(customer!, { service_id: service.id, booking_date: DATE, booking_time: TIME })).statusCode).toBe(201);
    }
    await t.db.update(users).set({ deletedAt: now }).where(eq(users.id, closing!.id));

    now = new Date(now.getTime() + 6 * 60_000);
    await runJob();
    expect(await notices(waiter!.id)).toHaveLength(1);
    expect(await notices(closing!.id)).toEqual([]);

    // Taken again by a new hold, which lapses in turn: the waiter was told once already.
    expect((await hold(holder!, service.id)).statusCode).toBe(201);
    now = new Date(now.getTime() + 6 * 60_000);
    await runJob();
    expect(await notices(waiter!.id)).toHaveLength(1);
  });
});
