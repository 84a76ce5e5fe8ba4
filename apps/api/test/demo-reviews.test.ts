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
    // Only the demo salon has settled revenue (the payouts journey pays it and expects nothing else pending).
    const settledMerchants = new Set((await handle.db.select({ merchantId: merchantRevenueEntries.merchantId }).from(merchantRevenueEntries)).map((row) => row.merchantId));
    expect(settledMerchants.size).toBe(1);
  });

  it('leaves the demo customer a completed visit from last week to review', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, 'customer@lull.test'));
    const visits = await handle.db.select().from(bookings).where(and(eq(bookings.userId, customer!.id), eq(bookings.status, 'completed')));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.completionConfirmedAt).not.toBeNull();
    expect(await handle.db.select().from(reviews).where(eq(reviews.bookingId, visits[0]!.id))).toHaveLength(0);
  });
});
