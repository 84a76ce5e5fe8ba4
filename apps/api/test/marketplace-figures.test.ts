import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let now = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});

afterAll(async () => {
  await t?.close();
});

const figures = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/merchants/marketplace-figures' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=600');
  return response.json();
};

describe('GET /api/merchants/marketplace-figures', () => {
  it('counts listed salons from the database, remembering the count for ten minutes', async () => {
    expect(await figures()).toEqual({ salons_listed: 0, bookings_made: 0, customer_savings: 0 });

    await createMerchant(t.db);
    await createMerchant(t.db, { isPaused: true });
    await createMerchant(t.db, { status: 'pending_review' });
    expect((await figures()).salons_listed).toBe(0);

    now = new Date(now.getTime() + 10 * 60_000 + 1);
    // Only the approved, unpaused business is listed.
    expect(await figures()).toEqual({ salons_listed: 1, bookings_made: 0, customer_savings: 0 });
  });
});
