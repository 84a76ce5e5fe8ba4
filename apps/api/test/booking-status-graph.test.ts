import { eq } from 'drizzle-orm';
import { recordPaymentBehind } from './support/booking-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { confirmHeldBooking, markCancelled } from '../src/modules/bookings/bookings.repository';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London.
const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let serviceId: string;
let customer: { cookie: string };

async function hold(time: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: customer.cookie },
    payload: { service_id: serviceId, booking_date: '2026-06-11', booking_time: time, agreed_to_terms: true },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function statusOf(bookingId: string) {
  const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { merchant } = await createMerchant(t.db);
  serviceId = (await createService(t.db, merchant.id, { durationMinutes: 30 })).id;
  customer = await registerUser(t.app);
});
afterAll(() => t.close());

describe("a booking's status moves only along the booking graph", () => {
  it('refuses a move the graph does not have, and changes nothing', async () => {
    const bookingId = await hold('10:00');
    await expect(markCancelled(t.db, bookingId, 'expired', now)).rejects.toThrow('a booking cannot go from expired to cancelled');
    expect(await statusOf(bookingId)).toBe('pending');
  });

  it('moves only from the status the writer saw: a stale writer changes nothing', async () => {
    const bookingId = await hold('11:00');
    expect(await confirmHeldBooking(t.db, bookingId, 0, now)).toBe(true);
    // Cancelling "the pending hold" after it was paid would skip the refund path: the UPDATE matches no row.
    expect(await markCancelled(t.db, bookingId, 'pending', now)).toBe(false);
    expect(await statusOf(bookingId)).toBe('confirmed');
    // Confirmed here by the repository alone: record the charge the payment flow would have made behind it.
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    await recordPaymentBehind(t.db, row!);
  });

  it('never confirms a cancelled hold', async () => {
    const bookingId = await hold('12:00');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect(await confirmHeldBooking(t.db, bookingId, 0, now)).toBe(false);
    expect(await statusOf(bookingId)).toBe('cancelled');
  });
});
