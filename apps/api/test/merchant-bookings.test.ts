import { ALREADY_SETTLED, BOOKING_COMPLETED, NOT_STARTED_YET } from '@lull/domain/merchant-bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { merchants } from '../src/db/schema/merchants';
import { mailOutbox } from '../src/db/schema/messaging';
import { merchantRevenueEntries } from '../src/db/schema/payouts';
import { bookingTerms } from '../src/db/schema/terms';
import { sumRevenueEntries } from '../src/modules/revenue/revenue.repository';
import { createPeople, createPerson } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { addTeamMember, teamOf } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const HOUR = 3_600_000;
const now = NOW;
let t: TestApp;
let owner: BookingCustomer;
let customer: BookingCustomer;
let admin: BookingCustomer;
let merchantId: string;
let otherMerchantId: string;
let serviceId: string;
let otherServiceId: string;

/** A paid £35 booking (£28.83 to the salon) of the salon's Gel Manicure, unless told otherwise. */
const booking = (start: Date, overrides: Partial<typeof bookings.$inferInsert> = {}) =>
  createPaidBooking(t.db, { service: { id: serviceId, merchantId }, userId: customer.id, start, notes: 'Sensitive skin, please.', ...overrides });

const balanceOf = async (id: string) => (await t.db.select({ balance: merchants.revenueBalancePence }).from(merchants).where(eq(merchants.id, id)))[0]!.balance;
const statusOf = async (id: string) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;
const complete = (id: string, cookie = owner.cookie) => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete`, headers: { cookie } });
const markStatus = (id: string, status: string, cookie = owner.cookie) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/status`, headers: { cookie }, payload: { status } });
const list = (query: string, cookie = owner.cookie) => t.app.inject({ method: 'GET', url: `/api/bookings/merchant${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const people = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    'customer',
    'admin',
  ]);
  [owner, , customer, admin] = people;
  merchantId = people[0].merchant!.id;
  otherMerchantId = people[1].merchant!.id;
  serviceId = (await createService(t.db, merchantId, { name: 'Gel Manicure' })).id;
  otherServiceId = (await createService(t.db, otherMerchantId, { name: 'Hot Stone Massage' })).id;
});
afterAll(() => t.close());

describe('marking a booking completed or a no-show', () => {
  it('is refused before the appointment starts, and nothing moves', async () => {
    const id = await booking(new Date(NOW.getTime() + HOUR));
    for (const response of [await complete(id), await markStatus(id, 'no-show')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(NOT_STARTED_YET);
    }
    expect(await statusOf(id)).toBe('confirmed');
    expect(await balanceOf(merchantId)).toBe(0);
  });

  it('completes an appointment that has started, adds its payout to the balance once, and tells the customer', async () => {
    const id = await booking(new Date(NOW.getTime() - HOUR));
    const response = await complete(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: BOOKING_COMPLETED, revenue_added: 28.83, revenue_balance: 28.83, booking: { status: 'completed', can_settle: false, merchant_payout: 28.83 } });
    expect(response.json().booking.completion_confirmed_at).toBe(NOW.toISOString());

    const again = await complete(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_SETTLED);
    const changedMind = await markStatus(id, 'no-show');
    expect(changedMind.statusCode).toBe(409);

    expect(await balanceOf(merchantId)).toBe(2883);
    expect(await sumRevenueEntries(t.db, merchantId)).toBe(2883);
    const [entry] = await t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.bookingId, id));
    expect(entry).toMatchObject({ type: 'booking_settled', amountPence: 2883, merchantId });

    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: customer.cookie } });
    expect(bell.json().map((n: { title: string }) => n.title)).toContain('Thanks for visiting Fern Nail Studio');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((mail) => mail.subject)).toContain('Thanks for visiting Fern Nail Studio');
  });

  it('pays a no-show the price less processing fees too (provider agreement)', async () => {
    const before = await balanceOf(merchantId);
    const id = await booking(new Date(NOW.getTime() - 2 * HOUR));
    const response = await markStatus(id, 'no-show');
    expect(response.statusCode).toBe(200);
    expect(response.json().booking.status).toBe('no-show');
    expect(await balanceOf(merchantId)).toBe(before + 2883);
  });

  it('never settles a cancelled booking or an unpaid hold', async () => {
    const cancelled = await booking(new Date(NOW.getTime() - 3 * HOUR), { status: 'cancelled', cancelledAt: NOW });
    expect((await complete(cancelled)).statusCode).toBe(409);
    const hold = await booking(new Date(NOW.getTime() - 4 * HOUR), { status: 'pending', holdExpiresAt: new Date(NOW.getTime() + 60_000) });
    expect((await complete(hold)).statusCode).toBe(404);
    expect(await statusOf(hold)).toBe('pending');
  });

  it("answers another salon's booking as not found, whatever id is sent, and changes nothing", async () => {
    const theirs = await booking(new Date(NOW.getTime() - 5 * HOUR), { serviceId: otherServiceId, merchantId: otherMerchantId });
    for (const response of [await complete(theirs), await markStatus(theirs, 'no-show')]) expect(response.statusCode).toBe(404);
    expect(await statusOf(theirs)).toBe('confirmed');
    expect((await list(`?merchant_id=${otherMerchantId}`)).statusCode).toBe(403);
    const calendar = await t.app.inject({ method: 'GET', url: `/api/bookings/merchant/calendar?from=2026-06-10&to=2026-06-10&merchant_id=${otherMerchantId}`, headers: { cookie: owner.cookie } });
    expect(calendar.statusCode).toBe(403);
    expect((await list('', customer.cookie)).statusCode).toBe(404);
  });

  it('lets an admin settle any business’s booking', async () => {
    const theirs = await booking(new Date(NOW.getTime() - 6 * HOUR), { serviceId: otherServiceId, merchantId: otherMerchantId });
    expect((await complete(theirs, admin.cookie)).statusCode).toBe(200);
    expect(await balanceOf(otherMerchantId)).toBe(2883);
  });

  it('refuses a paused business', async () => {
    const id = await booking(new Date(NOW.getTime() - 7 * HOUR));
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, merchantId));
    try {
      const response = await complete(id);
      expect(response.statusCode).toBe(403);
      expect(await statusOf(id)).toBe('confirmed');
    } finally {
      await t.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, merchantId));
    }
  });

  it('rejects a status other than completed or no-show with a readable message', async () => {
    const id = await booking(new Date(NOW.getTime() - 8 * HOUR));
    for (const status of ['cancelled', 'confirmed', 'no_show', '']) {
      const response = await markStatus(id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Choose 'completed' or 'no-show'.");
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/bookings/not-an-id/complete', headers: { cookie: owner.cookie } })).statusCode).toBe(400);
  });

  it(`settles once when twenty presses arrive together (${usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection: requests serialise'})`, async () => {
    const before = await balanceOf(merchantId);
    const id = await booking(new Date(NOW.getTime() - 9 * HOUR));
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(merchantId)).toBe(before + 2883);
    expect(await t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.bookingId, id))).toHaveLength(1);
    expect(await sumRevenueEntries(t.db, merchantId)).toBe(await balanceOf(merchantId));
  });
});

describe("a salon's list and calendar", () => {
  it('searches by service, customer or email, filters by status, pages, and never shows a hold', async () => {
    const all = await list('?page_size=100');
    expect(all.statusCode).toBe(200);
    const statuses = new Set(all.json().items.map((item: { status: string }) => item.status));
    expect(statuses.has('pending')).toBe(false);
    expect(statuses).toEqual(new Set(['confirmed', 'completed', 'no-show', 'cancelled']));
    expect(all.json().items.every((item: { service_name: string }) => item.service_name === 'Gel Manicure')).toBe(true);

    const first = all.json().items[0];
    expect(first).toMatchObject({ user_first_name: 'Customer3', user_email: customer.email, notes: 'Sensitive skin, please.', original_price: 40, discount_amount: 10, final_price: 35 });

    const noShows = await list('?status=no-show');
    expect(noShows.json().total).toBe(1);
    expect((await list(`?q=${encodeURIComponent(customer.email.toUpperCase())}`)).json().total).toBe(all.json().total);
    expect((await list('?q=manicure')).json().total).toBe(all.json().total);
    expect((await list('?q=customer3 test')).json().total).toBe(all.json().total);
    expect((await list('?q=100%25')).json().total).toBe(0);

    const page = await list('?page=2&page_size=2');
    expect(page.json()).toMatchObject({ page: 2, page_size: 2, total: all.json().total });
    expect(page.json().items.map((item: { id: string }) => item.id)).toEqual(all.json().items.slice(2, 4).map((item: { id: string }) => item.id));
    expect((await list('?status=pending')).statusCode).toBe(400);
  });

  it("names whose diary each booking is in, in the list and the calendar (decision 050)", async () => {
    const [first] = await teamOf(t.db, merchantId);
    const mira = await addTeamMember(t.db, merchantId, { displayName: 'Mira' });
    const start = new Date('2026-11-03T10:00:00Z');
    const withFirst = await booking(start);
    const withMira = await booking(start, { teamMemberId: mira.id });

    const rows = new Map((await list('?date=2026-11-03')).json().items.map((item: { id: string }) => [item.id, item]));
    expect(rows.get(withFirst)).toMatchObject({ team_member_id: first!.id, team_member_name: first!.displayName });
    expect(rows.get(withMira)).toMatchObject({ team_member_id: mira.id, team_member_name: 'Mira' });
    const day = await t.app.inject({ method: 'GET', url: '/api/bookings/merchant/calendar?from=2026-11-03&to=2026-11-03', headers: { cookie: owner.cookie } });
    expect(day.json().find((item: { id: string }) => item.id === withMira)).toMatchObject({ team_member_name: 'Mira' });
  });

  it('shows a day of the diary across the clocks going back, without cancellations or holds', async () => {
    // Sunday 25 October 2026: the day has 25 hours in London.
    const early = await booking(new Date('2026-10-25T00:30:00Z')); // 01:30 BST
    const late = await booking(new Date('2026-10-25T23:30:00Z')); // 23:30 GMT
    await booking(new Date('2026-10-25T12:00:00Z'), { status: 'cancelled', cancelledAt: NOW });
    await booking(new Date('2026-10-24T23:30:00Z')); // 00:30 BST on the 25th, by London's clock
    const response = await t.app.inject({ method: 'GET', url: '/api/bookings/merchant/calendar?from=2026-10-25&to=2026-10-25', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: string; booking_date: string; can_settle: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.booking_date === '2026-10-25')).toBe(true);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([early, late]));
    // Still to come: neither Completed nor No-show is offered yet.
    expect(items.some((item) => item.can_settle)).toBe(false);

    const tooLong = await t.app.inject({ method: 'GET', url: '/api/bookings/merchant/calendar?from=2026-10-01&to=2026-12-31', headers: { cookie: owner.cookie } });
    expect(tooLong.statusCode).toBe(400);
    const backwards = await t.app.inject({ method: 'GET', url: '/api/bookings/merchant/calendar?from=2026-10-25&to=2026-10-24', headers: { cookie: owner.cookie } });
    expect(backwards.statusCode).toBe(400);
  });
});

describe("a salon's Bookings views (decision 039)", () => {
  it('splits upcoming (soonest first) from past (most recent first), has Today and any London day, and shows the salon its own price', async () => {
    // A salon of its own, so the other tests' bookings do not count here.
    const newOwner = await createPerson(t.db, NOW, { role: 'merchant', business: { businessName: 'Quiet Hours Salon' } });
    const salon = newOwner.merchant!.id;
    const service = { id: (await createService(t.db, salon, { name: 'Brow Shape' })).id, merchantId: salon };
    const at = (start: Date, minutes = 60) => createPaidBooking(t.db, { service, userId: customer.id, start, minutes });
    const lastWeek = await at(new Date(NOW.getTime() - 7 * 24 * HOUR));
    const thisMorning = await at(new Date(NOW.getTime() - 3 * HOUR)); // 09:00, over
    const underWay = await at(new Date(NOW.getTime() - 0.5 * HOUR)); // 11:30 to 12:30, not over yet
    const thisEvening = await at(new Date(NOW.getTime() + 7 * HOUR)); // 19:00
    const nextWeek = await at(new Date(NOW.getTime() + 7 * 24 * HOUR));
    const tomorrow = await at(new Date(NOW.getTime() + 24 * HOUR));
    const ids = async (query: string) => {
      const response = await list(query, newOwner!.cookie);
      expect(response.statusCode).toBe(200);
      return (response.json().items as { id: string }[]).map((item) => item.id);
    };

    expect(await ids('?when=upcoming')).toEqual([underWay, thisEvening, tomorrow, nextWeek]);
    expect(await ids('?when=past')).toEqual([thisMorning, lastWeek]);
    expect(await ids('?when=today')).toEqual([thisMorning, underWay, thisEvening]);
    expect(await ids('?date=2026-06-17')).toEqual([nextWeek]);
    expect(await ids('?when=upcoming&date=2026-06-10')).toEqual([underWay, thisEvening]);
    // Without a view the list answers as it always has: every booking, latest first.
    expect(await ids('')).toEqual([nextWeek, tomorrow, thisEvening, underWay, thisMorning, lastWeek]);
    // Paged on the server: the second page of two carries on where the first stopped.
    expect(await ids('?when=upcoming&page=2&page_size=2')).toEqual([tomorrow, nextWeek]);

    // The salon's price is its price less the off-peak discount, not the customer's total with Lull's fee.
    const [first] = (await list('?when=upcoming&page_size=1', newOwner!.cookie)).json().items;
    expect(first).toMatchObject({ original_price: 40, discount_amount: 10, salon_price: 30, final_price: 35 });

    expect((await list('?when=tomorrow', newOwner!.cookie)).json()).toMatchObject({ fields: { when: "Choose 'all', 'upcoming', 'today' or 'past'." } });
    expect((await list('?date=2026-02-30', newOwner!.cookie)).statusCode).toBe(400);
  });
});

describe('the salon hears of its bookings', () => {
  it('by bell and mail when a customer books and pays, and when they cancel', async () => {
    await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind.' }).onConflictDoNothing();
    await t.db.update(merchants).set({ email: 'hello@fern.example' }).where(eq(merchants.id, merchantId));
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: customer.cookie },
      payload: { service_id: serviceId, booking_date: '2026-06-12', booking_time: '10:00', agreed_to_terms: true },
    });
    expect(held.statusCode).toBe(201);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-intent',
      headers: { cookie: customer.cookie },
      payload: { booking_id: held.json().id, guest_first_name: 'Ana', guest_last_name: 'Lima' },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { cookie: customer.cookie },
      payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
    });
    expect(paid.statusCode).toBe(200);
    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/bookings/merchant?status=all&page_size=100', headers: { cookie: owner.cookie } })).json().items as { id: string; merchant_payout: number; payout_note: string | null; team_member_name: string }[]).find(
        (item) => item.id === held.json().id,
      );
    expect(await listed()).toMatchObject({ merchant_payout: 28.83, payout_note: null });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${held.json().id}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    // Cancelled two days ahead and refunded: the salon's list shows nothing to be paid, and why.
    expect(await listed()).toMatchObject({ status: 'cancelled', merchant_payout: 0, payout_note: 'Cancelled in time: the customer was refunded, so nothing is paid for it.' });

    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: owner.cookie } })).json() as { title: string; message: string }[];
    expect(bell.map((n) => n.title)).toEqual(expect.arrayContaining(['New booking', 'Booking cancelled']));
    // Whose diary it is in: the booking's member (decision 050).
    const member = (await listed())?.team_member_name;
    expect(member).toMatch(/\S/);
    expect(bell.find((n) => n.title === 'New booking')?.message).toBe(`Ana Lima: Gel Manicure with ${member}, Fri 12 Jun 2026 at 10:00.`);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hello@fern.example'));
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining(['New booking: Gel Manicure, Fri 12 Jun 2026 at 10:00', 'Cancelled: Gel Manicure, Fri 12 Jun 2026 at 10:00']));
  });
});
