import { londonInstant } from '@lull/domain/london-time';
import { SEARCH_WHEN_MESSAGES } from '@lull/domain/search-when';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { freeDayRefresh, offPeakPricingSettings, reviews, serviceFreeDays, services } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { teamMembers } from '../src/db/schema/team';
import { refreshFreeDays } from '../src/modules/catalogue/free-days';
import { replaceFreeDays } from '../src/modules/catalogue/free-days.repository';
import { createPeople } from './support/actors';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London (BST).
const NOW = new Date('2026-06-10T07:00:00Z');
const TOMORROW = '2026-06-11';

let t: TestApp;
/** Now for the app; a test that moves it puts it back. */
let clock = NOW;
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
type Card = { id: string; name: string; price: number; off_peak_price: number | null; percent_off: number; next_available: { date: string; time: string }[] };
const names = (services: Card[]) => services.map((service) => service.name);

let customerId: string;
let dawn: { id: string; merchantId: string };
let dusk: { id: string; merchantId: string };
let allDay: { id: string; merchantId: string };
let glowMerchant: string;
let glowDeluxe: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
  const db = t.db;
  const [customer] = await createPeople(db, NOW, [{ role: 'customer' }]);
  customerId = customer!.id;
  // Three salons in Hackney, open mornings only, evenings only, and all day.
  const mornings = await createMerchant(db, { businessName: 'Dawn Rooms', availabilityHours: 'Daily: 09:00-12:00' });
  const evenings = await createMerchant(db, { businessName: 'Dusk House', availabilityHours: 'Daily: 17:00-21:00', latitude: 51.55, longitude: -0.07 });
  const allDayLong = await createMerchant(db, { businessName: 'Long Day Studio', availabilityHours: 'Daily: 09:00-21:00', latitude: 51.6, longitude: -0.1 });
  dawn = { id: (await createService(db, mornings.merchant.id, { name: 'Dawn Facial', category: 'Skincare', pricePence: 5000, offPeakPricePence: 2500 })).id, merchantId: mornings.merchant.id };
  dusk = { id: (await createService(db, evenings.merchant.id, { name: 'Dusk Facial', category: 'Skincare', pricePence: 4000, offPeakPricePence: 3000 })).id, merchantId: evenings.merchant.id };
  allDay = { id: (await createService(db, allDayLong.merchant.id, { name: 'Long Facial', category: 'Skincare', pricePence: 6000, offPeakPricePence: 5400 })).id, merchantId: allDayLong.merchant.id };

  // Two services whose "from" prices and evening prices order them opposite ways: off-peak is 10:00 to 15:00 on weekdays.
  const glow = await createMerchant(db, { businessName: 'Glow Works', availabilityHours: 'Daily: 09:00-21:00' });
  glowMerchant = glow.merchant.id;
  glowDeluxe = (await createService(db, glow.merchant.id, { name: 'Glow Deluxe', pricePence: 3500, offPeakPricePence: 1000 })).id;
  await createService(db, glow.merchant.id, { name: 'Glow Lite', pricePence: 3000, offPeakPricePence: null });

  // Long Day Studio's one member is booked from 09:00 to 21:00 tomorrow: nothing free then.
  await createPaidBooking(db, { service: allDay, userId: customer!.id, start: londonInstant(TOMORROW, '09:00'), minutes: 12 * 60 });

  // Dusk House has three reviews averaging 4.33; Dawn Rooms one 5-star review.
  const visits = async (service: { id: string; merchantId: string }, ratings: number[]) => {
    for (const [index, rating] of ratings.entries()) {
      const bookingId = await createPaidBooking(db, { service, userId: customer!.id, start: londonInstant('2026-05-1' + index, service === dawn ? '10:00' : '18:00'), status: 'completed' });
      await db.insert(reviews).values({ bookingId, serviceId: service.id, merchantId: service.merchantId, userId: customer!.id, rating });
    }
  };
  await visits(dusk, [5, 4, 4]);
  await visits(dawn, [5]);
});
afterAll(() => t.close());

describe('searching by day and part of the day', () => {
  it('finds only services with a free time then, counts only them, and gives each card those times', async () => {
    const morning = await get(`/api/services?search=facial&date=${TOMORROW}&time_of_day=morning`);
    expect(morning.status).toBe(200);
    expect(names(morning.body.services)).toEqual(['Dawn Facial']);
    expect(morning.body.total).toBe(1);
    const times = (morning.body.services[0] as Card).next_available;
    expect(times.length).toBeGreaterThan(0);
    for (const slot of times) {
      expect(slot.date).toBe(TOMORROW);
      expect(slot.time < '12:00').toBe(true);
    }

    const evening = await get(`/api/services/search?search=facial&date=${TOMORROW}&time_of_day=evening`);
    expect(evening.body.businesses.map((business: { business_name: string }) => business.business_name)).toEqual(['Dusk House']);
    expect(evening.body).toMatchObject({ total_businesses: 1, total_services: 1, categories: ['Skincare'] });
    for (const slot of evening.body.businesses[0].next_available) expect(slot).toMatchObject({ date: TOMORROW, time: expect.stringMatching(/^(1[7-9]|20):/) });

    // Any time tomorrow: the fully booked studio is still left out; the day after, it is back.
    expect(names((await get(`/api/services?search=facial&date=${TOMORROW}`)).body.services).sort()).toEqual(['Dawn Facial', 'Dusk Facial']);
    expect(names((await get('/api/services?search=facial&date=2026-06-12')).body.services).sort()).toEqual(['Dawn Facial', 'Dusk Facial', 'Long Facial']);
  });

  it('offers on a card only times the booking page offers for that day', async () => {
    const { body } = await get(`/api/services?search=facial&date=${TOMORROW}`);
    for (const card of body.services as Card[]) {
      const availability = (await get(`/api/services/${card.id}/availability?days=2`)).body as { days: { date: string; times: string[] }[] };
      const tomorrow = availability.days.find((day) => day.date === TOMORROW)!;
      expect(card.next_available.map((slot) => slot.time)).toEqual(tomorrow.times.slice(0, card.next_available.length));
    }
  });

  it("takes a part of the day without a day as today's", async () => {
    // At 08:00 today, the morning salon still has 09:00 to 11:00 ahead, and the studio is free all day today.
    const { body } = await get('/api/services?search=facial&time_of_day=morning&sort=price');
    expect(names(body.services)).toEqual(['Dawn Facial', 'Long Facial']);
    expect((body.services[0] as Card).next_available[0]).toMatchObject({ date: '2026-06-10', time: '09:00' });
    expect(names((await get('/api/services?search=facial&time_of_day=evening&sort=price')).body.services)).toEqual(['Dusk Facial', 'Long Facial']);
  });

  it('refuses a day in the past, more than 13 days ahead, or not a date, saying which field', async () => {
    for (const date of ['2026-06-09', '2026-06-24', '2026-02-30', 'tomorrow']) {
      const response = await get(`/api/services?date=${date}`);
      expect(response.status, date).toBe(400);
      expect(response.body.fields).toEqual({ date: SEARCH_WHEN_MESSAGES.date });
    }
    expect((await get('/api/services?date=2026-06-23')).status).toBe(200);
    expect((await get('/api/services/search?time_of_day=night')).status).toBe(400);
  });
});

describe('sorting', () => {
  it('by lowest price, biggest saving, nearest and best rated, with best match by default', async () => {
    const order = async (query: string) => names((await get(`/api/services?search=facial&${query}`)).body.services);
    expect(await order('sort=price')).toEqual(['Dawn Facial', 'Dusk Facial', 'Long Facial']);
    expect(await order('sort=saving')).toEqual(['Dawn Facial', 'Dusk Facial', 'Long Facial']);
    // Nearest to Stoke Newington (N16): Dusk House, then Long Day Studio, then Dawn Rooms in Hackney.
    expect(await order('sort=distance&lat=51.56&lng=-0.075')).toEqual(['Dusk Facial', 'Dawn Facial', 'Long Facial']);
    // Dusk House's 4.33 from three reviews ranks above Dawn Rooms' single 5.
    expect((await order('sort=rating'))[0]).toBe('Dusk Facial');

    const grouped = await get('/api/services/search?search=facial&sort=price');
    expect(grouped.body.businesses.map((business: { business_name: string }) => business.business_name)).toEqual(['Dawn Rooms', 'Dusk House', 'Long Day Studio']);
    const rated = await get('/api/services/search?search=facial&sort=rating');
    expect(rated.body.businesses[0].business_name).toBe('Dusk House');
  });

  it('needs a postcode or a position to sort by distance', async () => {
    const response = await get('/api/services?sort=distance');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ sort: SEARCH_WHEN_MESSAGES.distanceSort });
    expect((await get('/api/services?sort=cheapest')).status).toBe(400);
  });

  it("sorts by lowest price, searched by day, on that day's cheapest free time, not the from price", async () => {
    expect(names((await get('/api/services?search=glow&sort=price')).body.services)).toEqual(['Glow Deluxe', 'Glow Lite']);
    const evening = (await get('/api/services?search=glow&sort=price&date=2026-06-12&time_of_day=evening')).body.services as (Card & { next_available: { price: number }[] })[];
    expect(names(evening)).toEqual(['Glow Lite', 'Glow Deluxe']);
    expect(evening.map((card) => card.next_available[0]!.price)).toEqual([30, 35]);
    // In the off-peak afternoon, Deluxe's £10 comes first again.
    expect(names((await get('/api/services?search=glow&sort=price&date=2026-06-12&time_of_day=afternoon')).body.services)).toEqual(['Glow Deluxe', 'Glow Lite']);
  });

  it('sorts a search by day as well, within the services free then', async () => {
    const { body } = await get(`/api/services?search=facial&date=2026-06-12&sort=price`);
    expect(names(body.services)).toEqual(['Dawn Facial', 'Dusk Facial', 'Long Facial']);
  });
});

describe('Last-minute today', () => {
  type PricedCard = Omit<Card, 'next_available'> & { next_available: { date: string; time: string; price: number }[] };
  const today = async (query = '') => (await get(`/api/services/last-minute${query}`)).body.services as PricedCard[];

  it('lists the services with the cheapest times left today near central London, cheapest first, each with those times', async () => {
    const services = await today();
    // Glow Deluxe's £10 off-peak, Dawn Facial's £25 off-peak, Glow Lite's £30, Dusk Facial's £40, Long Facial's £54 off-peak.
    expect(names(services)).toEqual(['Glow Deluxe', 'Dawn Facial', 'Glow Lite', 'Dusk Facial', 'Long Facial']);
    expect(services.map((card) => Math.min(...card.next_available.map((slot) => slot.price)))).toEqual([10, 25, 30, 40, 54]);
    // Today's times still ahead of 08:00.
    for (const card of services) {
      for (const slot of card.next_available) expect([slot.date, slot.time > '08:00']).toEqual(['2026-06-10', true]);
    }
    expect(names(await today('?limit=2'))).toEqual(['Glow Deluxe', 'Dawn Facial']);
  });

  it('looks near the position given, and finds nothing where no salon is', async () => {
    expect(names(await today('?lat=51.56&lng=-0.075&within_miles=1'))).toEqual(['Dusk Facial']);
    expect(await today('?lat=53.48&lng=-2.24')).toEqual([]);
  });

  it('leaves out a time once it has passed or been taken', async () => {
    // At 12:30 the morning salon has nothing left today.
    clock = new Date('2026-06-10T11:30:00Z');
    try {
      expect(names(await today())).not.toContain('Dawn Facial');
      // Glow Works' one member booked for the rest of the day: both its services go.
      const booking = await createPaidBooking(t.db, { service: { id: glowDeluxe, merchantId: glowMerchant }, userId: customerId, start: londonInstant('2026-06-10', '13:00'), minutes: 8 * 60 });
      expect(names(await today())).toEqual(['Dusk Facial', 'Long Facial']);
      await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: clock }).where(eq(bookings.id, booking));
      expect(names(await today())[0]).toBe('Glow Deluxe');
    } finally {
      clock = NOW;
    }
  });

  it('shows a change to a card it has shown at once, in the same minute', async () => {
    const dawnCard = async () => (await today()).find((card) => card.name === 'Dawn Facial')!;
    expect((await dawnCard()).off_peak_price).toBe(25);
    await t.db.update(services).set({ offPeakPricePence: 2000 }).where(eq(services.id, dawn.id));
    try {
      expect((await dawnCard()).off_peak_price).toBe(20);
      expect(Math.min(...(await dawnCard()).next_available.map((slot) => slot.price))).toBe(20);
    } finally {
      await t.db.update(services).set({ offPeakPricePence: 2500 }).where(eq(services.id, dawn.id));
    }
    expect((await dawnCard()).off_peak_price).toBe(25);
  });

  it('refuses half a position or a distance it does not offer, saying which field', async () => {
    const half = await get('/api/services/last-minute?lat=51.5');
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.fields)).toEqual(['lat']);
    expect((await get('/api/services/last-minute?within_miles=7')).status).toBe(400);
    expect((await get('/api/services/last-minute?limit=100')).status).toBe(400);
  });
});

describe('kept in step with the diary', () => {
  const eveningOn = async (date: string) => names((await get(`/api/services?search=facial&date=${date}&time_of_day=evening`)).body.services);

  it("a booking that takes a salon's last free evening takes it out of the next search, and its cancellation puts it back", async () => {
    expect(await eveningOn('2026-06-13')).toContain('Dusk Facial');
    const booking = await createPaidBooking(t.db, { service: dusk, userId: customerId, start: londonInstant('2026-06-13', '17:00'), minutes: 4 * 60 });
    expect(await eveningOn('2026-06-13')).not.toContain('Dusk Facial');
    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: NOW }).where(eq(bookings.id, booking));
    expect(await eveningOn('2026-06-13')).toContain('Dusk Facial');
  });

  it('a member no longer working takes their services out', async () => {
    const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.merchantId, dusk.merchantId));
    await t.db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.id, member!.id));
    expect(await eveningOn('2026-06-14')).not.toContain('Dusk Facial');
    await t.db.update(teamMembers).set({ isActive: true }).where(eq(teamMembers.id, member!.id));
    expect(await eveningOn('2026-06-14')).toContain('Dusk Facial');
  });

  it('marks a business to be worked out again when anything that decides its free times or their prices changes', async () => {
    const staleness = async () => (await t.db.select().from(freeDayRefresh).where(eq(freeDayRefresh.merchantId, dawn.merchantId)))[0]!.stale;
    const settled = async () => {
      await refreshFreeDays(t.db, () => NOW, { limit: 100, rollover: false });
      expect(await staleness()).toBe(false);
    };
    await settled();
    await t.db.insert(offPeakPricingSettings).values({ merchantId: dawn.merchantId, pricingMode: 'fixed' });
    expect(await staleness()).toBe(true);
    await settled();
    await t.db.update(merchants).set({ availabilityHours: 'Daily: 09:00-13:00' }).where(eq(merchants.id, dawn.merchantId));
    expect(await staleness()).toBe(true);
    await settled();
    await t.db.update(services).set({ durationMinutes: 45 }).where(eq(services.id, dawn.id));
    expect(await staleness()).toBe(true);
    await settled();
    await t.db.delete(offPeakPricingSettings).where(eq(offPeakPricingSettings.merchantId, dawn.merchantId));
    expect(await staleness()).toBe(true);
  });

  it('counts every change to a business, not only the first before its free days are worked out again', async () => {
    const refresh = async () => (await t.db.select().from(freeDayRefresh).where(eq(freeDayRefresh.merchantId, dusk.merchantId)))[0]!;
    const before = await refresh();
    await t.db.update(services).set({ durationMinutes: 50 }).where(eq(services.id, dusk.id));
    await t.db.update(services).set({ durationMinutes: 60 }).where(eq(services.id, dusk.id));
    expect(await refresh()).toMatchObject({ stale: true, changes: before.changes + 2 });
    await refreshFreeDays(t.db, () => NOW, { limit: 100, rollover: false });
    expect(await refresh()).toMatchObject({ stale: false, changes: before.changes + 2 });
  });

  it("two instances writing one business's free days at once leave one set of them", async () => {
    const written = await t.db.select().from(serviceFreeDays).where(eq(serviceFreeDays.serviceId, dusk.id));
    expect(written.length).toBeGreaterThan(0);
    await Promise.all([0, 1, 2].map(() => replaceFreeDays(t.db, [dusk.merchantId], written)));
    expect(await t.db.select().from(serviceFreeDays).where(eq(serviceFreeDays.serviceId, dusk.id))).toHaveLength(written.length);
  });

  it('takes in the next day once a day has gone by, and instances share the businesses to work out', async () => {
    const lastDay = (await t.db.select({ day: serviceFreeDays.day }).from(serviceFreeDays).where(eq(serviceFreeDays.serviceId, dusk.id))).map((row) => row.day).sort().at(-1);
    expect(lastDay).toBe('2026-06-23');
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    const runs = await Promise.all([0, 1].map(() => refreshFreeDays(t.db, () => tomorrow, { limit: 100, rollover: true })));
    expect(runs[0]! + runs[1]!).toBe((await t.db.select().from(freeDayRefresh)).length);
    const days = (await t.db.select({ day: serviceFreeDays.day }).from(serviceFreeDays).where(eq(serviceFreeDays.serviceId, dusk.id))).map((row) => row.day).sort();
    expect(days[0]).toBe(TOMORROW);
    expect(days.at(-1)).toBe('2026-06-24');
  });
});
