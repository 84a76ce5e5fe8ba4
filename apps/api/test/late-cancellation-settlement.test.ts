import { londonInstant } from '@lull/domain/london-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refundRequests } from '../src/db/schema/bookings';
import { merchants } from '../src/db/schema/merchants';
import { merchantRevenueEntries } from '../src/db/schema/payouts';
import { settleLateCancellations } from '../src/modules/bookings/late-cancellation-settlement';
import { createPerson } from './support/actors';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let now = new Date('2026-06-10T07:00:00Z');
const clock = () => now;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

async function salon() {
  const { merchant } = await createMerchant(t.db);
  const service = await createService(t.db, merchant.id);
  return { merchant, service: { id: service.id, merchantId: merchant.id } };
}

const balanceOf = async (merchantId: string) => (await t.db.select({ pence: merchants.revenueBalancePence }).from(merchants).where(eq(merchants.id, merchantId)))[0]!.pence;
const settlementsOf = (bookingId: string) => t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.bookingId, bookingId));

describe('a paid booking cancelled within 24 hours settles to the salon like a no-show once its time has passed', () => {
  it('closing an account 7 hours before a paid booking: nothing is refunded, and the salon is paid once, after the start', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const { merchant, service } = await salon();
    const customer = await registerUser(t.app);
    const start = londonInstant('2026-06-10', '15:00');
    const bookingId = await createPaidBooking(t.db, { service, userId: customer.user.id, start, confirmedAt: now });

    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: { cookie: customer.cookie } })).statusCode).toBe(200);
    const [cancelled] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(cancelled!.status).toBe('cancelled');
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, bookingId))).toEqual([]);

    // Before the appointment time the customer might still have come: nothing settles yet.
    expect(await settleLateCancellations(t.db, clock)).toBe(0);
    expect(await balanceOf(merchant.id)).toBe(0);

    now = new Date(start.getTime() + 60_000);
    // Two instances running the job at once settle it once.
    const runs = await Promise.all([settleLateCancellations(t.db, clock), settleLateCancellations(t.db, clock)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const entries = await settlementsOf(bookingId);
    expect(entries.map((e) => [e.type, e.amountPence])).toEqual([['booking_settled', 2883]]);
    expect(entries[0]!.description).toContain('(cancelled within 24 hours)');
    expect(await balanceOf(merchant.id)).toBe(2883);
    const [settled] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(settled!.lateCancellationSettledAt).toEqual(now);
    // The admin's booking detail says when, and that nothing went back.
    const admin = await createPerson(t.db, now, 'admin');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, headers: { cookie: admin!.cookie } })).json();
    expect(detail.timeline.find((entry: { event: string }) => entry.event === 'settled')).toEqual({ event: 'settled', label: 'Paid to the salon (cancelled within 24 hours)', at: now.toISOString() });
    expect(detail.payment_label).toBe('Not refunded');

    expect(await settleLateCancellations(t.db, clock)).toBe(0);
    expect(await balanceOf(merchant.id)).toBe(2883);
  });

  it('a cancellation 24 hours or more ahead (refunded) settles nothing, nor does an unpaid hold cancelled late', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const { merchant, service } = await salon();
    const customer = await registerUser(t.app);
    const early = await createPaidBooking(t.db, { service, userId: customer.user.id, start: londonInstant('2026-06-12', '10:00'), confirmedAt: now });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${early}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancel.statusCode).toBe(200);
    const unpaid = await createPaidBooking(t.db, { service, userId: customer.user.id, start: londonInstant('2026-06-10', '12:00'), status: 'cancelled', confirmedAt: null });

    now = new Date('2026-06-13T10:00:00Z');
    expect(await settleLateCancellations(t.db, clock)).toBe(0);
    expect(await settlementsOf(early)).toEqual([]);
    expect(await settlementsOf(unpaid)).toEqual([]);
    expect(await balanceOf(merchant.id)).toBe(0);
  });

  it('a £0 service cancelled late is marked settled with nothing to pay, so it is never looked at again', async () => {
    now = new Date('2026-06-10T07:00:00Z');
    const { merchant, service } = await salon();
    const customer = await registerUser(t.app);
    const start = londonInstant('2026-06-10', '09:00');
    const free = await createPaidBooking(t.db, {
      service,
      userId: customer.user.id,
      start,
      status: 'cancelled',
      confirmedAt: now,
      originalPricePence: 0,
      discountAmountPence: 0,
      finalPricePence: 500,
      processingFeePence: 45,
      merchantPayoutPence: 0,
    });
    now = new Date(start.getTime() + 1);
    expect(await settleLateCancellations(t.db, clock)).toBe(1);
    expect(await settlementsOf(free)).toEqual([]);
    expect(await balanceOf(merchant.id)).toBe(0);
    expect(await settleLateCancellations(t.db, clock)).toBe(0);
  });
});
