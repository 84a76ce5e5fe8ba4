import { londonInstant } from '@lull/domain/london-time';
import { SALON_BOOKING_CANCELLED, SALON_CANCELLED_PAYOUT_NOTE, SALON_CANNOT_CHANGE, SALON_REASON_REQUIRED, SALON_REASON_TOO_SHORT } from '@lull/domain/salon-booking-changes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, refundRequests } from '../src/db/schema/bookings';
import { merchants } from '../src/db/schema/merchants';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { settleLateCancellations } from '../src/modules/bookings/late-cancellation-settlement';
import { createPeople, type Person } from './support/actors';
import { ledgerOf } from './support/booking-customers';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { assertInvariants, findInvariantBreaches } from './support/invariants';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const HOUR = 3_600_000;
let now = NOW;
let t: TestApp;
let owner: Person;
let otherOwner: Person;
let customer: Person;
let admin: Person;
let service: { id: string; merchantId: string };
let otherService: { id: string; merchantId: string };

const HOSTILE_REASON = 'Sophie is ill <script>alert(1)</script> & "sorry"';

const cancel = (id: string, body: object = { reason: 'Sophie is ill today, so sorry.' }, cookie = owner.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${id}/cancel`, headers: { cookie }, payload: body });
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (id: string) => t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id));
const balanceOf = async (merchantId: string) => (await t.db.select({ pence: merchants.revenueBalancePence }).from(merchants).where(eq(merchants.id, merchantId)))[0]!.pence;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [owner, otherOwner, customer, admin] = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Glow Salon' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Jane' } },
    'admin',
  ]);
  service = { id: (await createService(t.db, owner.merchant!.id, { name: 'Haircut' })).id, merchantId: owner.merchant!.id };
  otherService = { id: (await createService(t.db, otherOwner.merchant!.id)).id, merchantId: otherOwner.merchant!.id };
});
afterAll(() => t.close());

describe('the salon cancels a booking with a reason', () => {
  it('gives the customer everything back, fee included: the credit at once and the card part as one refund request; a second press is 409', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-15', '10:00'), creditsUsedPence: 300 });
    const response = await cancel(id, { reason: `  ${HOSTILE_REASON}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: SALON_BOOKING_CANCELLED,
      credits_restored: 3,
      card_refund: 32,
      booking: { status: 'cancelled', cancelled_by: 'merchant', cancellation_reason: HOSTILE_REASON, merchant_payout: 0, payout_note: SALON_CANCELLED_PAYOUT_NOTE, can_change: false },
    });
    expect(await readBooking(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'merchant', cancellationReason: HOSTILE_REASON, cancelledAt: NOW });

    // The £5 fee and the processing come back too: £35 paid, £3 of it credit, so £32 to the card.
    expect(await refundsOf(id)).toMatchObject([{ reason: 'salon_cancellation', status: 'pending', totalPaidPence: 3500, cardRefundPence: 3200, creditsRestoredPence: 300 }]);
    const ledger = await ledgerOf(t.db, customer.id);
    expect(ledger.filter((entry) => entry.type === 'refund' && entry.referenceId === id).map((entry) => entry.amountPence)).toEqual([300]);
    expect(await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).toMatchObject([
      { kind: 'cancelled_by_salon', actor: 'merchant', actorUserId: owner.id, reason: HOSTILE_REASON, fromDate: '2026-06-15', fromTime: '10:00' },
    ]);

    // The admins are asked to complete the refund; the customer hears why by bell and mail.
    const adminBell = await t.db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'refund_due')));
    expect(adminBell.map((row) => row.message)).toEqual([expect.stringContaining('Glow Salon cancelled Haircut')]);
    const [bell] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'booking_cancelled')));
    expect(bell).toMatchObject({ title: 'Cancelled by Glow Salon', link: `/my-bookings#booking-${id}` });
    expect(bell!.message).toContain(HOSTILE_REASON);
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, customer.email!), eq(mailOutbox.subject, 'Cancelled by Glow Salon: Haircut, Mon 15 Jun 2026 at 10:00')));
    expect(mail!.text).toContain(`Their reason: "${HOSTILE_REASON}"`);
    expect(mail!.text).toContain("You get everything back, Lull's booking fee included: £3.00 of credit is back in your account now, and £32.00 will be refunded to your card");
    expect(mail!.text).toContain(`${PUBLIC_URL}/booking/${service.id}`);
    expect(mail!.html).toContain('Sophie is ill &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;sorry&#34;');
    expect(mail!.html).not.toContain('<script>');
    // The invite in the customer's calendar is cancelled: the booking's UID, one sequence past the booking's own.
    expect(await readBooking(id)).toMatchObject({ calendarSequence: 1 });
    const [invite] = mail!.attachments;
    expect(invite).toMatchObject({ filename: 'lull-booking.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    for (const line of ['METHOD:CANCEL', `UID:${id}@lull`, 'SEQUENCE:1', 'STATUS:CANCELLED']) expect(invite!.content).toContain(line);

    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(SALON_CANNOT_CHANGE);
    expect(await refundsOf(id)).toHaveLength(1);
    expect((await ledgerOf(t.db, customer.id)).filter((entry) => entry.type === 'refund' && entry.referenceId === id)).toHaveLength(1);
    await assertInvariants(t.db);
  });

  it('frees the time at once: another booking can take it', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-16', '10:00') });
    expect((await cancel(id)).statusCode).toBe(200);
    await expect(createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-16', '10:00') })).resolves.toBeTypeOf('string');
    await assertInvariants(t.db);
  });

  it("answers 404 for another salon's booking, and to a customer or an admin", async () => {
    const theirs = await createPaidBooking(t.db, { service: otherService, userId: customer.id, start: londonInstant('2026-06-17', '10:00') });
    expect((await cancel(theirs)).statusCode).toBe(404);
    const ours = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-17', '12:00') });
    expect((await cancel(ours, undefined, customer.cookie)).statusCode).toBe(404);
    expect((await cancel(ours, undefined, admin.cookie)).statusCode).toBe(404);
    expect((await cancel(ours, undefined, otherOwner.cookie)).statusCode).toBe(404);
    expect((await readBooking(ours)).status).toBe('confirmed');
    expect((await readBooking(theirs)).status).toBe('confirmed');
  });

  it('refuses a booking that has started (409) and a reason that is missing, blank or too short (400)', async () => {
    const started = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() - HOUR) });
    const late = await cancel(started);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(SALON_CANNOT_CHANGE);

    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-18', '10:00') });
    const missing = await cancel(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.reason).toBe(SALON_REASON_REQUIRED);
    expect((await cancel(id, { reason: '   ' })).json().fields.reason).toBe(SALON_REASON_REQUIRED);
    expect((await cancel(id, { reason: ' ab ' })).json().fields.reason).toBe(SALON_REASON_TOO_SHORT);
    expect((await cancel(id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await readBooking(id)).status).toBe('confirmed');
  });

  it('refunds in full even within 24 hours of the start, and the late-cancellation job never pays the salon for it', async () => {
    const start = new Date(NOW.getTime() + 2 * HOUR);
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start });
    expect((await cancel(id)).json()).toMatchObject({ card_refund: 35, credits_restored: 0 });
    const balance = await balanceOf(service.merchantId);
    now = new Date(start.getTime() + 2 * HOUR);
    try {
      expect(await settleLateCancellations(t.db, () => now)).toBe(0);
      expect(await balanceOf(service.merchantId)).toBe(balance);
      expect((await readBooking(id)).lateCancellationSettledAt).toBeNull();
    } finally {
      now = NOW;
    }
    await assertInvariants(t.db);
  });

  it("shows the salon's bookings list the reason and who cancelled", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bookings/merchant?status=cancelled', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { cancelled_by: string; cancellation_reason: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.cancelled_by === 'merchant' && item.cancellation_reason !== null)).toBe(true);
  });

  it("tells the customer's My Bookings that the salon cancelled it and why", async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() + 5 * 24 * 3_600_000) });
    expect((await cancel(id, { reason: 'Our stylist is ill' })).statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/bookings/me', headers: { cookie: customer.cookie } })).json() as { id: string; cancelled_by: string | null; cancellation_reason: string | null }[];
    expect(mine.find((booking) => booking.id === id)).toMatchObject({ cancelled_by: 'salon', cancellation_reason: 'Our stylist is ill' });
    expect(mine.filter((booking) => booking.id !== id).every((booking) => booking.cancelled_by !== 'salon' || booking.cancellation_reason !== null)).toBe(true);
  });

  it('counts each business\'s own cancellations for the admin, ever and in the last 90 days', async () => {
    const before = (await t.db.select().from(bookings).where(and(eq(bookings.merchantId, service.merchantId), eq(bookings.cancelledBy, 'merchant')))).length;
    expect(before).toBeGreaterThan(0);
    // One cancelled lately by the database's clock (the counts' 90 days are the real ones); the rest on this file's June day.
    await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-19', '10:00'), status: 'cancelled', confirmedAt: null, cancelledBy: 'merchant', cancelledAt: new Date() });
    // The customer's own cancellations are not the salon's.
    const own = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-19', '12:00') });
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${own}/cancel`, headers: { cookie: customer.cookie } })).statusCode).toBe(200);

    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/merchants/${service.merchantId}`, headers: { cookie: admin.cookie } });
    expect(detail.json()).toMatchObject({ salon_cancellations: before + 1, recent_salon_cancellations: 1 });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/merchants?q=Glow', headers: { cookie: admin.cookie } });
    expect(list.json().items).toMatchObject([{ business_name: 'Glow Salon', salon_cancellations: before + 1 }]);
    const other = await t.app.inject({ method: 'GET', url: `/api/admin/merchants/${otherService.merchantId}`, headers: { cookie: admin.cookie } });
    expect(other.json()).toMatchObject({ salon_cancellations: 0, recent_salon_cancellations: 0 });
  });

  it('the database invariants would catch a salon cancellation left without its full refund', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-22', '10:00') });
    expect((await cancel(id)).statusCode).toBe(200);
    const ROLLBACK = new Error('rollback');
    let breaches: string[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.delete(refundRequests).where(eq(refundRequests.bookingId, id));
        breaches = await findInvariantBreaches(tx);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(breaches).toEqual([expect.stringContaining('a paid booking the salon cancelled has its full refund requested')]);
    await assertInvariants(t.db);
  });
});
