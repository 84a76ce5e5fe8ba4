import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { bookings } from '../src/db/schema/bookings';
import { reviews } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { merchantRevenueEntries } from '../src/db/schema/payouts';
import { users } from '../src/db/schema/users';
import { seedDemoDataIfEmpty } from '../src/db/seed/demo-seed';

describe('demo reviews', () => {
  let handle: DatabaseHandle;
  const now = new Date('2026-11-24T09:00:00Z');

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    await seedDemoDataIfEmpty(handle.db, now);
  });
  afterAll(() => handle.close());

  it('gives every listed demo business but the demo salon two to four reviews, each from a completed visit by its author', async () => {
    const listed = await handle.db
      .select({ id: merchants.id, ownerEmail: users.email })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(eq(merchants.status, 'approved'));
    const all = await handle.db.select({ review: reviews, booking: bookings }).from(reviews).innerJoin(bookings, eq(bookings.id, reviews.bookingId)).where(isNull(reviews.hiddenAt));
    for (const merchant of listed) {
      const own = all.filter((row) => row.review.merchantId === merchant.id);
      if (merchant.ownerEmail === 'merchant@lull.test') {
        expect(own).toHaveLength(0);
        continue;
      }
      expect(own.length, merchant.id).toBeGreaterThanOrEqual(2);
      expect(own.length, merchant.id).toBeLessThanOrEqual(4);
    }
    for (const { review, booking } of all) {
      expect(booking.status).toBe('completed');
      expect(booking.userId).toBe(review.userId);
      expect(booking.merchantId).toBe(review.merchantId);
      expect(review.createdAt.getTime()).toBeGreaterThan(booking.endsAt.getTime());
      expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    // Every completed visit is settled once (decision 020), and each salon's balance is the sum of its ledger.
    const entries = await handle.db.select().from(merchantRevenueEntries);
    const completed = await handle.db.select().from(bookings).where(eq(bookings.status, 'completed'));
    for (const booking of completed) {
      const settled = entries.filter((entry) => entry.bookingId === booking.id);
      expect(settled.map((entry) => entry.amountPence)).toEqual(booking.merchantPayoutPence > 0 ? [booking.merchantPayoutPence] : []);
    }
    for (const merchant of await handle.db.select().from(merchants)) {
      const sum = entries.filter((entry) => entry.merchantId === merchant.id).reduce((total, entry) => total + entry.amountPence, 0);
      expect(merchant.revenueBalancePence).toBe(sum);
    }
    // The reviewed visits were paid out; only the demo salon and the demo customer's last visit are owed.
    const owed = (await handle.db.select().from(merchants)).filter((merchant) => merchant.revenueBalancePence > 0);
    expect(owed).toHaveLength(2);
  });

  it('leaves the demo customer a completed visit from last week to review', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, 'customer@lull.test'));
    const visits = await handle.db.select().from(bookings).where(and(eq(bookings.userId, customer!.id), eq(bookings.status, 'completed')));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.completionConfirmedAt).not.toBeNull();
    expect(await handle.db.select().from(reviews).where(eq(reviews.bookingId, visits[0]!.id))).toHaveLength(0);
  });
});
