import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookings, diaryOccupancy, payments, refundRequests } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { merchants } from '../src/db/schema/merchants';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { findInvariantBreaches } from './support/invariants';
import { openTestDatabase } from './support/test-database';

/**
 * The invariants helper must see each kind of breach, or every file it guards proves nothing. Each case breaks
 * one rule inside a transaction, reads the breaches there, and rolls back, so the database ends as it began.
 * (A pending booking without a hold, and a visit settled twice, are refused by the schema itself.)
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let service: { id: string; merchantId: string };
let userId: string;
const start = new Date('2026-07-01T09:00:00Z');
const hour = 3_600_000;

class RolledBack extends Error {}

async function breachesAfter(breakIt: (tx: Database) => Promise<void>): Promise<string[]> {
  let found: string[] = [];
  await handle.db
    .transaction(async (tx) => {
      await breakIt(tx);
      found = await findInvariantBreaches(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return found.map((breach) => breach.slice(0, breach.indexOf(':')));
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const { merchant, owner } = await createMerchant(handle.db);
  service = await createService(handle.db, merchant.id);
  userId = owner.id;
});
afterAll(() => handle.close());

describe('the invariants helper', () => {
  it('finds nothing wrong with paid bookings written by the fixtures', async () => {
    await createPaidBooking(handle.db, { service, userId, start, creditsUsedPence: 300 });
    expect(await findInvariantBreaches(handle.db)).toEqual([]);
  });

  it.each([
    [
      'no team member is in two places at once',
      async (tx: Database) => {
        await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() - 24 * hour), status: 'completed' });
        await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() - 24 * hour + hour / 2), status: 'no_show' });
      },
    ],
    [
      'every active booking takes its member in the diary, and nothing else does',
      async (tx: Database) => {
        const id = await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() + 96 * hour) });
        await tx.delete(diaryOccupancy).where(eq(diaryOccupancy.bookingId, id));
      },
    ],
    ["every business's revenue balance equals its ledger and is not negative", (tx: Database) => tx.update(merchants).set({ revenueBalancePence: 500 }).where(eq(merchants.id, service.merchantId)).then(() => undefined)],
    [
      "no customer's credit balance (the sum of their ledger) is negative",
      (tx: Database) => tx.insert(creditLedgerEntries).values({ userId, type: 'spent', amountPence: -100, description: 'Spent from nothing' }).then(() => undefined),
    ],
    [
      'every confirmed booking has its payment',
      async (tx: Database) => {
        const id = await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() + 48 * hour) });
        await tx.delete(payments).where(eq(payments.bookingId, id));
      },
    ],
    [
      'no charge is kept without a confirmed booking behind it',
      async (tx: Database) => {
        const id = await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() + 72 * hour) });
        await tx.update(bookings).set({ status: 'expired', confirmedAt: null }).where(eq(bookings.id, id));
      },
    ],
    [
      'no booking has two charges kept',
      async (tx: Database) => {
        const id = await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() + 96 * hour) });
        await tx.insert(payments).values({ bookingId: id, userId, gateway: 'sandbox', gatewayReference: 'pi_second', amountPence: 3500, status: 'succeeded' });
      },
    ],
    [
      'every refund is paid at most once',
      async (tx: Database) => {
        const id = await createPaidBooking(tx, { service, userId, start: new Date(start.getTime() + 120 * hour), status: 'cancelled', confirmedAt: start });
        await tx.insert(refundRequests).values({ bookingId: id, userId, totalPaidPence: 3500, cardRefundPence: 7000 });
      },
    ],
  ])('sees a breach of "%s"', async (rule, breakIt) => {
    const found = await breachesAfter(breakIt);
    expect(found.some((breach) => breach.startsWith(rule)), found.join('; ')).toBe(true);
  });
});
