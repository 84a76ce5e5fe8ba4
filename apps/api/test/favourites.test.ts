import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../src/db/schema/favourites';
import { merchants } from '../src/db/schema/merchants';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London. The fixtures' salons open Mon–Fri 09:00–17:00.
const NOW = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let alice: BookingCustomer;
let bob: BookingCustomer;
let salon: { id: string; businessName: string };
let gelNails: { id: string; name: string };
let noOffPeak: { id: string };
let paused: { id: string };

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: BookingCustomer) => t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {} });
const idsOf = async (who: BookingCustomer): Promise<string[]> => {
  const response = await request('GET', '/api/favourites/ids', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().merchant_ids;
};
const listOf = async (who: BookingCustomer) => {
  const response = await request('GET', '/api/favourites', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().favourites as { merchant_id: string; business_name: string; city: string; next_off_peak: unknown }[];
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const listed = await createMerchant(t.db, { businessName: 'Calm Nails' });
  salon = listed.merchant;
  gelNails = await createService(t.db, salon.id, { name: 'Gel Nails', pricePence: 4000, offPeakPricePence: 3000 });
  // 10:00–11:00 is taken, so the first free off-peak start of a 60-minute treatment is 11:00 (as on the cards).
  await createConfirmedBooking(t.db, { id: gelNails.id, merchantId: salon.id }, listed.owner.id, new Date('2026-06-10T09:00:00Z'), 60);
  noOffPeak = (await createMerchant(t.db, { businessName: 'Full Price Spa' })).merchant;
  await createService(t.db, noOffPeak.id, { offPeakPricePence: null });
  paused = (await createMerchant(t.db, { businessName: 'Paused Salon', isPaused: true })).merchant;
  [alice, bob] = (await createCustomers(t.db, 2, NOW)) as [BookingCustomer, BookingCustomer];
});

afterAll(async () => {
  await t?.close();
});

describe('favourites', () => {
  it('answers a visitor with 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', `/api/favourites/${salon.id}`],
      ['DELETE', `/api/favourites/${salon.id}`],
    ] as const) {
      const response = await request(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('refuses an unknown or unlisted business with 404, and a malformed id with a 4xx', async () => {
    expect((await request('PUT', '/api/favourites/00000000-0000-4000-8000-000000000000', alice)).statusCode).toBe(404);
    const unlisted = await request('PUT', `/api/favourites/${paused.id}`, alice);
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json()).toEqual({ error: 'Business not found' });
    const malformed = await request('PUT', '/api/favourites/not-an-id', alice);
    expect(malformed.statusCode).toBe(400);
    expect(await idsOf(alice)).toEqual([]);
  });

  it('saves a business once however often it is added', async () => {
    expect((await request('PUT', `/api/favourites/${salon.id}`, alice)).statusCode).toBe(204);
    expect((await request('PUT', `/api/favourites/${salon.id}`, alice)).statusCode).toBe(204);
    const both = await Promise.all([request('PUT', `/api/favourites/${salon.id}`, alice), request('PUT', `/api/favourites/${salon.id}`, alice)]);
    expect(both.map((response) => response.statusCode)).toEqual([204, 204]);
    expect(await idsOf(alice)).toEqual([salon.id]);
    const rows = await t.db.select().from(favourites).where(eq(favourites.userId, alice.id));
    expect(rows).toHaveLength(1);
  });

  it('lists saved businesses with their next free off-peak time and the service it books', async () => {
    expect((await request('PUT', `/api/favourites/${noOffPeak.id}`, alice)).statusCode).toBe(204);
    const list = await listOf(alice);
    expect(list.map((favourite) => favourite.merchant_id).sort()).toEqual([salon.id, noOffPeak.id].sort());
    const calm = list.find((favourite) => favourite.merchant_id === salon.id);
    expect(calm).toMatchObject({ business_name: 'Calm Nails', city: 'London', review_count: 0, rating: null });
    expect(calm?.next_off_peak).toEqual({ date: '2026-06-10', time: '11:00', off_peak: true, price: 30, service_id: gelNails.id, service_name: 'Gel Nails' });
    // Without an off-peak price there is no off-peak time to offer.
    expect(list.find((favourite) => favourite.merchant_id === noOffPeak.id)?.next_off_peak).toBeNull();
  });

  it("never shows, changes or deletes another customer's favourites", async () => {
    expect(await idsOf(bob)).toEqual([]);
    expect(await listOf(bob)).toEqual([]);
    // Bob removing the same business only touches his own (absent) row.
    expect((await request('DELETE', `/api/favourites/${salon.id}`, bob)).statusCode).toBe(204);
    expect((await idsOf(alice)).sort()).toEqual([salon.id, noOffPeak.id].sort());
    expect((await request('PUT', `/api/favourites/${salon.id}`, bob)).statusCode).toBe(204);
    expect(await idsOf(bob)).toEqual([salon.id]);
    expect((await listOf(bob)).map((favourite) => favourite.merchant_id)).toEqual([salon.id]);
  });

  it('hides a saved business while it is paused, and shows it again once listed', async () => {
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, noOffPeak.id));
    expect((await listOf(alice)).map((favourite) => favourite.merchant_id)).toEqual([salon.id]);
    // The heart stays filled: the row is kept.
    expect(await idsOf(alice)).toContain(noOffPeak.id);
    await t.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, noOffPeak.id));
    expect((await listOf(alice)).map((favourite) => favourite.merchant_id)).toContain(noOffPeak.id);
  });

  it('removes a favourite, and removing it again is not an error', async () => {
    expect((await request('DELETE', `/api/favourites/${salon.id}`, alice)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/favourites/${salon.id}`, alice)).statusCode).toBe(204);
    expect(await idsOf(alice)).toEqual([noOffPeak.id]);
    // Bob's is untouched.
    expect(await idsOf(bob)).toEqual([salon.id]);
    const left = await t.db.select().from(favourites).where(and(eq(favourites.userId, alice.id), eq(favourites.merchantId, salon.id)));
    expect(left).toEqual([]);
  });
});
