import { PERSON_NOT_FOUND } from '@lull/domain/contracts/admin-person';
import { londonInstant } from '@lull/domain/london-time';
import { ADMIN_BOOKING_CANCELLED, FULL_REFUND_REFUSALS, SALON_REASON_REQUIRED, SALON_REASON_TOO_SHORT } from '@lull/domain/salon-booking-changes';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, refundRequests } from '../src/db/schema/bookings';
import { reviews } from '../src/db/schema/catalogue';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { adminActions, signIns } from '../src/db/schema/users';
import { expireCredits } from '../src/modules/credits/credit-expiry';
import { createPeople, type Person } from './support/actors';
import { ledgerOf } from './support/booking-customers';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const MINUTE = 60_000;
let t: TestApp;
let admin: Person;
let owner: Person;
let other: Person;
let service: { id: string; merchantId: string };
let person: { id: string; email: string; cookie: string; password: string };

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const get = (url: string, cookie = admin.cookie) => send('GET', url, cookie);
const cancel = (id: string, body: unknown = { reason: 'The salon has flooded, so sorry.' }, cookie = admin.cookie) => send('POST', `/api/admin/bookings/${id}/cancel`, cookie, body);
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [admin, owner, other] = await createPeople(t.db, NOW, [
    { role: 'admin', profile: { firstName: 'Ada', lastName: 'Admin' } },
    { role: 'merchant', business: { businessName: 'Glow Salon' } },
    { role: 'customer', profile: { firstName: 'Someone', lastName: 'Else' } },
  ]);
  service = { id: (await createService(t.db, owner.merchant!.id, { name: 'Haircut' })).id, merchantId: owner.merchant!.id };
  const registered = await registerUser(t.app, { first_name: 'Priya', last_name: 'Shah' });
  person = { id: registered.user.id, email: registered.body.email, cookie: registered.cookie, password: registered.body.password };
});
afterAll(() => t.close());

const PERSON_ROUTES = ['bookings', 'credit-history', 'reviews', 'sign-ins', 'audit'] as const;

describe('who may read a person or cancel a booking as an admin', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), and answers an admin', async () => {
    const booking = await createPaidBooking(t.db, { service, userId: other.id, start: londonInstant('2026-06-20', '10:00') });
    for (const route of PERSON_ROUTES) {
      const url = `/api/admin/users/${person.id}/${route}`;
      expect((await send('GET', url)).statusCode, `${url} signed out`).toBe(401);
      expect((await get(url, person.cookie)).statusCode, `${url} the person themselves`).toBe(403);
      expect((await get(url, owner.cookie)).statusCode, `${url} merchant`).toBe(403);
      expect((await get(url)).statusCode, `${url} admin`).toBe(200);
    }
    expect((await cancel(booking, undefined, '')).statusCode).toBe(401);
    expect((await cancel(booking, undefined, other.cookie)).statusCode).toBe(403);
    expect((await cancel(booking, undefined, owner.cookie)).statusCode).toBe(403);
    expect((await readBooking(booking)).status).toBe('confirmed');
  });

  it('says a person who does not exist is not found', async () => {
    for (const route of PERSON_ROUTES) {
      const response = await get(`/api/admin/users/00000000-0000-4000-8000-000000000000/${route}`);
      expect(response.statusCode, route).toBe(404);
      expect(response.json()).toEqual({ error: PERSON_NOT_FOUND });
    }
    expect((await get('/api/admin/users/not-a-uuid/bookings')).statusCode).toBe(400);
  });
});

describe("a person's bookings", () => {
  it('lists only theirs, latest appointment first, with salon, service, time, status and amounts, paged and searched by the server', async () => {
    const starts = ['2026-06-15', '2026-06-25', '2026-06-18'].map((date) => londonInstant(date, '10:00'));
    const ids = [];
    for (const start of starts) ids.push(await createPaidBooking(t.db, { service, userId: person.id, start }));
    const first = await get(`/api/admin/users/${person.id}/bookings?page_size=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2, all_bookings: 3 });
    expect(page.items.map((row: { booking_date: string }) => row.booking_date)).toEqual(['2026-06-25', '2026-06-18']);
    expect(page.items[0]).toMatchObject({
      id: ids[1],
      user_id: person.id,
      merchant_id: service.merchantId,
      merchant_business_name: 'Glow Salon',
      service_id: service.id,
      service_name: 'Haircut',
      booking_time: '10:00',
      status: 'confirmed',
      final_price: 35,
    });
    const second = (await get(`/api/admin/users/${person.id}/bookings?page_size=2&page=2`)).json();
    expect(second.items.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    expect((await get(`/api/admin/users/${person.id}/bookings?q=nothing-like-it`)).json()).toMatchObject({ items: [], total: 0, all_bookings: 3 });
    expect((await get(`/api/admin/users/${person.id}/bookings?q=glow`)).json().total).toBe(3);
    expect((await get(`/api/admin/users/${person.id}/bookings?status=cancelled`)).json().total).toBe(0);
  });
});

describe('an admin cancels a booking with a full refund', () => {
  it('cancels through the salon’s rule: everything back (credit now, the card part as a refund request), the customer told by bell and mail, and audited', async () => {
    const id = await createPaidBooking(t.db, { service, userId: person.id, start: londonInstant('2026-06-16', '14:00'), creditsUsedPence: 300 });
    const response = await cancel(id, { reason: '  The salon has flooded <b>today</b>.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_BOOKING_CANCELLED,
      credits_restored: 3,
      card_refund: 32,
      booking: { id, status: 'cancelled', cancelled_by: 'admin', cancellation_reason: 'The salon has flooded <b>today</b>.', refund_request: { reason: 'admin_cancellation', card_refund: 32, credits_restored: 3, total_paid: 35, status: 'pending' } },
    });
    const timeline = response.json().booking.timeline as { event: string; label: string }[];
    expect(timeline.filter((line) => line.event.startsWith('cancelled'))).toEqual([
      expect.objectContaining({ event: 'cancelled_by_admin', label: 'Cancelled by Lull (Ada Admin): “The salon has flooded <b>today</b>.”' }),
    ]);

    expect(await readBooking(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: NOW });
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id))).toMatchObject([
      { reason: 'admin_cancellation', status: 'pending', totalPaidPence: 3500, cardRefundPence: 3200, creditsRestoredPence: 300, creditsUsedPence: 300 },
    ]);
    const ledger = await ledgerOf(t.db, person.id);
    expect(ledger.filter((entry) => entry.type === 'refund' && entry.referenceId === id)).toMatchObject([{ amountPence: 300, description: 'Credit returned: Haircut cancelled by Lull' }]);
    expect(await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).toMatchObject([{ kind: 'cancelled_by_admin', actor: 'admin', actorUserId: admin.id }]);
    expect(await t.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'booking'), eq(adminActions.targetId, id)))).toMatchObject([
      { action: 'booking.cancel', actorUserId: admin.id, note: 'The salon has flooded <b>today</b>.', before: { status: 'confirmed' }, after: { status: 'cancelled', card_refund: 32, credits_restored: 3 } },
    ]);

    const [bell] = await t.db.select().from(notifications).where(and(eq(notifications.userId, person.id), eq(notifications.type, 'booking_cancelled')));
    expect(bell).toMatchObject({ title: 'Cancelled by Lull', link: `/my-bookings#booking-${id}` });
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, person.email), eq(mailOutbox.subject, 'Cancelled by Lull: Haircut, Tue 16 Jun 2026 at 14:00')));
    expect(mail!.text).toContain('we have had to cancel your Haircut');
    expect(mail!.text).toContain('Our reason: "The salon has flooded <b>today</b>."');
    expect(mail!.text).toContain("You get everything back, Lull's booking fee included: £3.00 of credit is back in your account now, and £32.00 will be refunded to your card");
    expect(mail!.html).not.toContain('<b>today');

    // The refund waits for an admin like any other, and the customer's own view says Lull cancelled it.
    const refunds = (await get('/api/admin/refund-requests?status=pending')).json();
    expect(refunds.items.find((row: { booking_id: string }) => row.booking_id === id)).toMatchObject({ reason: 'admin_cancellation', stripe_amount: 32 });
    const mine = (await send('GET', `/api/bookings/${id}`, person.cookie)).json();
    expect(mine).toMatchObject({ status: 'cancelled', cancelled_by: 'lull' });

    // A second press changes nothing.
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: FULL_REFUND_REFUSALS.cancelled });
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id))).toHaveLength(1);
  });

  it('refuses with a 409 saying why: started, completed, no-show, an unpaid hold, an expired hold; and 404 for no booking', async () => {
    const cases = [
      [{ start: new Date(NOW.getTime() - 30 * MINUTE) }, FULL_REFUND_REFUSALS.started],
      [{ start: londonInstant('2026-06-01', '10:00'), status: 'completed' as const }, FULL_REFUND_REFUSALS.completed],
      [{ start: londonInstant('2026-06-01', '11:00'), status: 'no_show' as const }, FULL_REFUND_REFUSALS.no_show],
      [{ start: londonInstant('2026-06-22', '10:00'), status: 'pending' as const, confirmedAt: null, holdExpiresAt: new Date(NOW.getTime() + 5 * MINUTE) }, FULL_REFUND_REFUSALS.pending],
      [{ start: londonInstant('2026-06-22', '11:00'), status: 'expired' as const, confirmedAt: null, holdExpiresAt: new Date(NOW.getTime() - 5 * MINUTE) }, FULL_REFUND_REFUSALS.expired],
    ] as const;
    for (const [overrides, message] of cases) {
      const id = await createPaidBooking(t.db, { service, userId: other.id, ...overrides });
      const before = await readBooking(id);
      const response = await cancel(id);
      expect(response.statusCode, message).toBe(409);
      expect(response.json()).toEqual({ error: message });
      expect(await readBooking(id)).toEqual(before);
    }
    const missing = await cancel('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Booking not found.' });
  });

  it('requires a reason the customer can read', async () => {
    const id = await createPaidBooking(t.db, { service, userId: other.id, start: londonInstant('2026-06-23', '10:00') });
    for (const [body, message] of [
      [{}, SALON_REASON_REQUIRED],
      [{ reason: '   ' }, SALON_REASON_REQUIRED],
      [{ reason: 'no' }, SALON_REASON_TOO_SHORT],
    ] as const) {
      const response = await cancel(id, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await cancel(id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await readBooking(id)).status).toBe('confirmed');
  });
});

describe("a person's credit history", () => {
  it('lists every grant, spend, refund and expiry newest first with the ledger balance after each, paged by the server', async () => {
    expect((await send('POST', `/api/admin/users/${person.id}/grant-credit`, admin.cookie, { amount: 2, reason: 'Sorry about the flood' })).statusCode).toBe(200);
    // Every grant lapses 30 days after award: the expiry job writes the expiries.
    await expireCredits(t.db, new Date(NOW.getTime() + 31 * 86_400_000));

    const all = (await get(`/api/admin/users/${person.id}/credit-history?page_size=100`)).json();
    const types = all.items.map((entry: { type: string }) => entry.type);
    expect(types).toContain('bonus');
    expect(types).toContain('refund');
    expect(types).toContain('expired');
    // The oldest entry is the welcome credit, and the balance after it is that credit alone.
    expect(all.items.at(-1)).toMatchObject({ amount: 3, balance_after: 3 });
    // Each balance is the one below it plus the entry's own amount, and the newest is the ledger's sum.
    for (let index = 0; index < all.items.length - 1; index += 1) {
      expect(all.items[index].balance_after).toBeCloseTo(all.items[index + 1].balance_after + all.items[index].amount, 2);
    }
    const ledger = await ledgerOf(t.db, person.id);
    const sum = ledger.reduce((total, entry) => total + entry.amountPence, 0) / 100;
    expect(all.items[0].balance_after).toBeCloseTo(sum, 2);
    expect(all).toMatchObject({ total: ledger.length, ledger_balance: sum });
    // What they can spend is the figure the profile shows.
    expect(all.spendable_balance).toBe((await get(`/api/admin/users/${person.id}`)).json().credit_balance);

    const second = (await get(`/api/admin/users/${person.id}/credit-history?page_size=2&page=2`)).json();
    expect(second.items.map((entry: { id: string }) => entry.id)).toEqual(all.items.slice(2, 4).map((entry: { id: string }) => entry.id));
    const searched = (await get(`/api/admin/users/${person.id}/credit-history?q=flood`)).json();
    expect(searched.items).toEqual(all.items.filter((entry: { description: string }) => entry.description.includes('flood')));
    expect(searched.items.map((entry: { type: string }) => entry.type)).toEqual(['expired', 'bonus']);
  });
});

describe('the reviews a person wrote', () => {
  it('lists them newest first with the salon and treatment, hidden ones too', async () => {
    const visits = [];
    for (const date of ['2026-05-01', '2026-05-02']) visits.push(await createPaidBooking(t.db, { service, userId: person.id, start: londonInstant(date, '10:00'), status: 'completed' }));
    await t.db.insert(reviews).values([
      { bookingId: visits[0]!, serviceId: service.id, merchantId: service.merchantId, userId: person.id, rating: 2, comment: 'Cold towels.', createdAt: new Date(NOW.getTime() - 2 * MINUTE), hiddenAt: NOW, hiddenReason: 'Personal details' },
      { bookingId: visits[1]!, serviceId: service.id, merchantId: service.merchantId, userId: person.id, rating: 5, comment: 'Lovely.', createdAt: new Date(NOW.getTime() - MINUTE) },
    ]);
    const page = (await get(`/api/admin/users/${person.id}/reviews?page_size=1`)).json();
    expect(page).toMatchObject({ total: 2, items: [{ rating: 5, comment: 'Lovely.', merchant_business_name: 'Glow Salon', service_name: 'Haircut', hidden: false, booking_id: visits[1] }] });
    const hidden = (await get(`/api/admin/users/${person.id}/reviews?q=towels`)).json();
    expect(hidden).toMatchObject({ total: 1, items: [{ rating: 2, hidden: true, hidden_reason: 'Personal details' }] });
    expect((await get(`/api/admin/users/${other.id}/reviews`)).json()).toMatchObject({ total: 0, items: [] });
  });
});

describe('sign-ins and the disabling of the account', () => {
  it('records each sign-in (sign-up, password), a refused one while disabled, and shows the admins disabling and enabling it, newest first', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };
    expect((await send('POST', '/api/auth/login', undefined, { email: person.email, password: person.password }, browser)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/users/${person.id}/disable`, admin.cookie)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/login', undefined, { email: person.email, password: person.password }, browser)).statusCode).toBe(403);
    // A wrong password is not a sign-in of this person: nothing is recorded.
    expect((await send('POST', '/api/auth/login', undefined, { email: person.email, password: 'wrong-password-entirely' }, browser)).statusCode).toBe(401);
    expect((await send('POST', `/api/admin/users/${person.id}/enable`, admin.cookie)).statusCode).toBe(200);

    const page = (await get(`/api/admin/users/${person.id}/sign-ins`)).json();
    expect(page.total).toBe(5);
    expect(page.items).toMatchObject([
      { kind: 'enabled', method: null, admin_name: 'Ada Admin' },
      { kind: 'refused_disabled', method: 'password', user_agent: 'Mozilla/5.0 (iPhone) Safari', admin_name: null },
      { kind: 'disabled', admin_name: 'Ada Admin' },
      { kind: 'signed_in', method: 'password', user_agent: 'Mozilla/5.0 (iPhone) Safari' },
      { kind: 'signed_in', method: 'sign_up' },
    ]);
    const second = (await get(`/api/admin/users/${person.id}/sign-ins?page=2&page_size=2`)).json();
    expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(['disabled', 'signed_in']);
    // Only the sign-ins are kept in the sign-in record; the disabling stays the audit trail's alone.
    expect(await t.db.select().from(signIns).where(eq(signIns.userId, person.id))).toHaveLength(3);
  });
});

describe('the audit entries about a person', () => {
  it("lists what admins did to their account and their bookings, newest first, and nobody else's", async () => {
    const page = (await get(`/api/admin/users/${person.id}/audit`)).json();
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual(['user.enable', 'user.disable', 'user.grant_credit', 'booking.cancel']);
    expect(page.items[3]).toMatchObject({ target_type: 'booking', target_label: 'Haircut at Glow Salon, Tue 16 Jun 2026 at 14:00', note: 'The salon has flooded <b>today</b>.', actor: { name: 'Ada Admin' } });
    expect((await get(`/api/admin/users/${person.id}/audit?action=user.disable`)).json().total).toBe(1);
    expect((await get(`/api/admin/users/${person.id}/audit?q=flood`)).json().total).toBe(2);
    expect((await get(`/api/admin/users/${other.id}/audit`)).json()).toMatchObject({ total: 0, items: [] });
  });
});
