import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../src/db/schema/bookings';
import { merchants } from '../src/db/schema/merchants';
import { users } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { createPerson } from './support/actors';
import { createCustomers } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPerson(t.db, new Date(), 'admin');
  adminCookie = admin.cookie;
});

afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const stats = (cookie: string | null) => t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/stats', () => {
  it('refuses anyone but an admin: 401 signed out, 403 to a customer and a salon owner', async () => {
    const [customer] = await createCustomers(t.db, 1, new Date());
    const { owner } = await createMerchant(t.db);
    const session = await startSession(t.db, owner.id, new Date(), 'lull-test');
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(customer!.cookie)).statusCode).toBe(403);
    expect((await stats(`lull_session=${session.token}`)).statusCode).toBe(403);
    expect((await stats(adminCookie)).statusCode).toBe(200);
  });

  it('counts the platform from its real data, and Revenue is the platform’s fees only', async () => {
    // So far: the admin, one customer and one approved business's owner.
    const before = (await stats(adminCookie)).json();
    expect(before).toMatchObject({ total_users: 3, total_merchants: 1, total_services: 0, total_bookings: 0, total_revenue: 0, pending_merchants: 0, pending_services: 0, pending_merchant_list: [], pending_service_list: [] });

    const customers = await createCustomers(t.db, 3, new Date());
    const customer = customers[0]!.id;
    // A deleted account is not a user any more.
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, customers[2]!.id));

    const open = await createMerchant(t.db, { businessName: 'Open Salon' });
    const base = Date.now() - 10 * DAY;
    const pending = [];
    for (let index = 0; index < 4; index += 1) {
      pending.push((await createMerchant(t.db, { businessName: `Waiting ${index}`, status: 'pending_review', isVerified: false, createdAt: new Date(base + index * DAY) })).merchant);
    }
    await createMerchant(t.db, { status: 'declined', isVerified: false });
    const gone = await createMerchant(t.db, { status: 'pending_review', deletedAt: new Date(), createdAt: new Date(base - DAY) });

    const listed = await createService(t.db, open.merchant.id, { name: 'Listed' });
    await createService(t.db, open.merchant.id, { name: 'Inactive', isActive: false });
    await createService(t.db, open.merchant.id, { name: 'Rejected', approvalStatus: 'rejected' });
    const newest = await createService(t.db, open.merchant.id, { name: 'New one', approvalStatus: 'pending', createdAt: new Date(base + 3 * DAY) });
    const oldest = await createService(t.db, pending[0]!.id, { name: 'First waiting', approvalStatus: 'pending', pricePence: 2500, offPeakPricePence: 2000, createdAt: new Date(base) });
    const edited = await createService(t.db, open.merchant.id, {
      name: 'Edited',
      createdAt: new Date(base - 30 * DAY),
      proposedAt: new Date(base + DAY),
      proposedChanges: { name: 'Edited (proposed)', description: '', category: 'Hair', pricePence: 5500, offPeakPricePence: null, durationMinutes: 30, materials: null, technicianName: null, imageUrl: null, availabilitySchedule: null },
    });
    await createService(t.db, open.merchant.id, { name: 'Third waiting', approvalStatus: 'pending', createdAt: new Date(base + 2 * DAY) });
    await createService(t.db, open.merchant.id, { name: 'Archived', approvalStatus: 'pending', archivedAt: new Date() });
    await createService(t.db, gone.merchant.id, { name: 'Of a deleted business', approvalStatus: 'pending' });

    const start = Date.now() + 30 * DAY;
    const at = (days: number) => new Date(start + days * DAY);
    // Paid and kept: confirmed, completed, a no-show (the customer paid, nothing comes back).
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(0) });
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(-40), status: 'completed' });
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(-41), status: 'no_show', platformFeePence: 450 });
    // Cancelled by the customer in time: the price less the fees comes back, the fee stays earned.
    const cancelled = await createPaidBooking(t.db, { service: listed, userId: customer, start: at(1), status: 'cancelled', confirmedAt: new Date(), cancelledAt: new Date() });
    await t.db.insert(refundRequests).values({ bookingId: cancelled, userId: customer, totalPaidPence: 3500, cardRefundPence: 2868 });
    // Refunded in full (a business deleted with it upcoming): the fee went back too.
    const refundedInFull = await createPaidBooking(t.db, { service: listed, userId: customer, start: at(2), status: 'cancelled', confirmedAt: new Date(), cancelledAt: new Date() });
    await t.db.insert(refundRequests).values({ bookingId: refundedInFull, userId: customer, totalPaidPence: 3500, cardRefundPence: 3500 });
    // Never paid: a live hold, an expired one and a hold cancelled before paying.
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(3), status: 'pending', holdExpiresAt: new Date(Date.now() + 60_000) });
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(4), status: 'expired' });
    await createPaidBooking(t.db, { service: listed, userId: customer, start: at(5), status: 'cancelled' });

    const response = await stats(adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json();
    expect(figures).toMatchObject({
      // 3 before, 2 more live customers, 6 business owners not deleted as accounts (the deleted business's owner too).
      total_users: 3 + 2 + 1 + 4 + 1 + 1,
      // Not the deleted one.
      total_merchants: 1 + 1 + 4 + 1,
      // Listed, Inactive, Rejected, New one, First waiting, Edited, Third waiting.
      total_services: 7,
      total_bookings: 5,
      // £5 + £5 + £4.50 + £5 (kept on the cancellation) + £0 (refunded in full).
      total_revenue: 19.5,
      pending_merchants: 4,
      pending_services: 4,
    });
    expect(figures.pending_merchant_list.map((merchant: { business_name: string }) => merchant.business_name)).toEqual(['Waiting 0', 'Waiting 1', 'Waiting 2']);
    expect(figures.pending_merchant_list[0]).toMatchObject({ id: pending[0]!.id, status: 'pending_review', city: 'London' });
    expect(figures.pending_service_list).toEqual([
      expect.objectContaining({ id: oldest.id, name: 'First waiting', merchant_business_name: 'Waiting 0', price: 25, is_edit: false }),
      expect.objectContaining({ id: edited.id, name: 'Edited (proposed)', merchant_business_name: 'Open Salon', price: 55, category: 'Hair', is_edit: true }),
      expect.objectContaining({ name: 'Third waiting' }),
    ]);
    expect(figures.pending_service_list.map((service: { id: string }) => service.id)).not.toContain(newest.id);

    // Approving a business takes it out of the pending figures at once.
    await t.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, pending[0]!.id));
    expect((await stats(adminCookie)).json()).toMatchObject({ pending_merchants: 3 });
  });
});
