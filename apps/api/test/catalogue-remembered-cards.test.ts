import { eq } from 'drizzle-orm';
import { searchResultsSchema, serviceListSchema } from '@lull/domain/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { reviews, services } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { addMerchantFile, createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Tuesday 9 June 2026, 08:00 in London. The clock only moves when a test moves it.
let now = new Date('2026-06-09T07:00:00Z');

let t: TestApp;
let service: { id: string; merchantId: string };
let userId: string;
let cookie: string;

interface Card {
  id: string;
  price: number;
  merchant_rating: number | null;
  merchant_review_count: number;
  next_available: { date: string; time: string }[];
}

async function answer(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The service's card as the flat list, the grouped page and one service's page show it. */
async function cards(): Promise<Card[]> {
  const flat = await answer('/api/services?search=remembered%20facial');
  const grouped = await answer('/api/services/search?search=remembered%20facial');
  const own = await answer(`/api/services/${service.id}`);
  return [flat.services.find((card: Card) => card.id === service.id), grouped.businesses[0].services[0], own];
}

const atLondon = (slot: { date: string; time: string }) => new Date(`${slot.date}T${slot.time}:00+01:00`);

beforeAll(async () => {
  // No listing cache: every answer is worked out afresh, but cards are remembered under their business's changes.
  t = await createTestApp({ clock: () => now, env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const { merchant } = await createMerchant(t.db, { businessName: 'Remembered Rooms' });
  service = await createService(t.db, merchant.id, { name: 'Remembered Facial', pricePence: 4000, offPeakPricePence: null });
  ({ cookie, user: { id: userId } } = await registerUser(t.app));
});
afterAll(() => t.close());

describe('cards remembered between lists', () => {
  it('show a booking, a price, a review and the passing of time as soon as they happen, in every list', async () => {
    const [first, ...others] = await cards();
    expect(others).toEqual([first, first]);
    const shown = first!.next_available[0]!;

    // A booking of the first time shown: the next answer no longer offers it.
    await createConfirmedBooking(t.db, service, userId, atLondon(shown), 60);
    for (const card of await cards()) expect(card.next_available[0]).not.toEqual(shown);

    // A new price.
    await t.db.update(services).set({ pricePence: 3500 }).where(eq(services.id, service.id));
    for (const card of await cards()) expect(card.price).toBe(35);

    // A review: the business's rating on its cards.
    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.serviceId, service.id));
    await t.db.insert(reviews).values({ bookingId: booking!.id, serviceId: service.id, merchantId: service.merchantId, userId, rating: 4 });
    for (const card of await cards()) expect([card.merchant_rating, card.merchant_review_count]).toEqual([4, 1]);

    // Time passing, with no change at all: a time that has begun is no longer offered.
    const [before] = await cards();
    const firstTime = before!.next_available[0]!;
    now = new Date(atLondon(firstTime).getTime() + 60_000);
    for (const card of await cards()) expect(card.next_available).not.toContainEqual(firstTime);
  });

  it("show a business's new photo, rating and address on the services page at once", async () => {
    const business = async () => (await answer('/api/services/search?search=remembered%20facial')).businesses[0];
    const before = await business();
    await addMerchantFile(t.db, service.merchantId, 'photo', Buffer.from('RIFF....WEBPVP8 '), 'image/webp');
    expect((await business()).images).toHaveLength(before.images.length + 1);
    await t.db.update(merchants).set({ addressLine1: '2 Remembered Row' }).where(eq(merchants.id, service.merchantId));
    expect((await business()).address).toMatch(/^2 Remembered Row/);
    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.serviceId, service.id));
    await t.db.update(reviews).set({ hiddenAt: now, hiddenReason: 'Breaks the rules' }).where(eq(reviews.bookingId, booking!.id));
    expect(await business()).toMatchObject({ rating: null, review_count: 0 });
  });

  it('offer a held time again once its hold runs out, with no change in between', async () => {
    const [before] = await cards();
    const held = before!.next_available[0]!;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      payload: { service_id: service.id, booking_date: held.date, booking_time: held.time, agreed_to_terms: true },
    });
    expect(hold.statusCode).toBe(201);
    for (const card of await cards()) expect(card.next_available).not.toContainEqual(held);

    // A minute on, the hold still stands; five minutes on it has run out and nobody paid.
    now = new Date(now.getTime() + 60_000);
    for (const card of await cards()) expect(card.next_available).not.toContainEqual(held);
    now = new Date(now.getTime() + 5 * 60_000);
    for (const card of await cards()) expect(card.next_available[0]).toEqual(held);
  });

  it('move on to the coming week at midnight', async () => {
    // Open on Tuesdays only: late on Tuesday 9 June the coming week (to Monday 15) has no time left; a minute past
    // midnight it reaches Tuesday 16.
    const { merchant } = await createMerchant(t.db, {
      businessName: 'Tuesday Rooms',
      availabilityHours: 'Monday: Closed, Tuesday: 09:00-17:00, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed',
    });
    const tuesdays = await createService(t.db, merchant.id, { name: 'Tuesday Massage', pricePence: 4000, offPeakPricePence: null });
    const tuesdayCards = async () => {
      const flat = await answer('/api/services?search=tuesday%20massage');
      const grouped = await answer('/api/services/search?search=tuesday%20massage');
      const own = await answer(`/api/services/${tuesdays.id}`);
      return [flat.services[0], grouped.businesses[0].services[0], own] as Card[];
    };
    now = new Date('2026-06-09T22:59:00Z');
    for (const card of await tuesdayCards()) expect(card.next_available).toEqual([]);
    now = new Date('2026-06-09T23:01:00Z');
    for (const card of await tuesdayCards()) expect(card.next_available[0]).toMatchObject({ date: '2026-06-16', time: '09:00' });
  });
});

describe('a production instance', () => {
  it('writes the list and the services page as built, each exactly as its schema would pass it', async () => {
    const production = await createTestApp({
      clock: () => now,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://lull.example', BANK_ACCOUNT_ENCRYPTION_KEY: 'a1'.repeat(32), CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_INDEX_LAG_MS: '0' },
    });
    try {
      const { merchant } = await createMerchant(production.db, { businessName: 'Written Rooms' });
      await createService(production.db, merchant.id, { name: 'Written Facial', pricePence: 4000, offPeakPricePence: 3000 });
      await addMerchantFile(production.db, merchant.id, 'photo', Buffer.from('RIFF....WEBPVP8 '), 'image/webp');
      const list = (await production.app.inject({ method: 'GET', url: '/api/services?search=written' })).json();
      expect(list.services).toHaveLength(1);
      expect(serviceListSchema.parse(list)).toEqual(list);
      expect(list.services[0].distance_miles).toBeNull();
      const page = (await production.app.inject({ method: 'GET', url: '/api/services/search?search=written&postcode=E8%203PH' })).json();
      expect(page.businesses[0].images).toHaveLength(1);
      expect(searchResultsSchema.parse(page)).toEqual(page);
      // Each card is written from its card's JSON with its distance: as on a list near the same place, and else as away from any.
      const near = (await production.app.inject({ method: 'GET', url: '/api/services?search=written&postcode=E8%203PH' })).json();
      expect(near.services[0].distance_miles).toEqual(expect.any(Number));
      expect(page.businesses[0].services).toEqual(near.services);
      expect({ ...near.services[0], distance_miles: null }).toEqual(list.services[0]);
    } finally {
      await production.close();
    }
  });
});
