import { OFF_PEAK_MESSAGES } from '@lull/domain/validation/off-peak';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { catalogueEntries, offPeakSchedules } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { bookingTerms } from '../src/db/schema/terms';
import { BUSINESS_PAUSED, NOT_YOUR_BUSINESS } from '../src/modules/merchants/merchants.service';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Tuesday 9 June 2026, 08:00 in London: Wednesday the 10th is bookable all day.
const now = new Date('2026-06-09T07:00:00Z');
const WEDNESDAY = '2026-06-10';

let t: TestApp;
let owner: BookingCustomer;
let otherOwner: BookingCustomer;
let customer: BookingCustomer;
let admin: BookingCustomer;
let merchantId: string;
let otherMerchantId: string;
/** £40 with its own £30 off-peak price: affected by the schedules. */
let facialId: string;
/** £50 without an off-peak price: not affected, so the default rule keeps pricing it. */
let massageId: string;
let otherServiceId: string;
let existingBookingId: string;

const url = (id: string) => `/api/off-peak-schedules/${id}`;
const read = (id: string, cookie = owner.cookie) => t.app.inject({ method: 'GET', url: url(id), headers: { cookie } });
const save = (id: string, payload: unknown, cookie = owner.cookie) => t.app.inject({ method: 'POST', url: url(id), headers: { cookie }, payload: payload as object });
const get = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return response.json();
};
/**
 * Holds a time to read the price it was given, then lets it go (a customer keeps at most two holds at once),
 * unless it is kept to take its time.
 */
const hold = async (serviceId: string, time: string, { keep = false } = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: customer.cookie },
    payload: { service_id: serviceId, booking_date: WEDNESDAY, booking_time: time, agreed_to_terms: true },
  });
  if (response.statusCode === 201 && !keep) {
    const released = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${response.json().id}`, headers: { cookie: customer.cookie } });
    expect(released.statusCode).toBe(204);
  }
  return response;
};

const wednesdayMornings = {
  schedules: [
    { day_of_week: 3, start_time: '09:00', end_time: '11:00', discount_percentage: 30, is_active: true },
    // An inactive schedule is kept but prices nothing.
    { day_of_week: 3, start_time: '16:00', end_time: '17:00', discount_percentage: 50, is_active: false },
  ],
  pricing_mode: 'percentage',
};

beforeAll(async () => {
  // Listings are cached for five minutes, so a stale price would show unless the save tells the cache.
  t = await createTestApp({ clock: () => now, env: { CATALOGUE_CACHE_SECONDS: '300' } });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind.' });
  const people = await createPeople(t.db, now, [
    { role: 'merchant', business: { businessName: 'Quiet Hours Studio' } },
    { role: 'merchant', business: { businessName: 'Other Salon' } },
    'customer',
    'admin',
  ]);
  [owner, otherOwner, customer, admin] = people;
  merchantId = people[0].merchant!.id;
  otherMerchantId = people[1].merchant!.id;
  facialId = (await createService(t.db, merchantId, { name: 'Calm Facial', pricePence: 4000, offPeakPricePence: 3000 })).id;
  massageId = (await createService(t.db, merchantId, { name: 'Deep Massage', pricePence: 5000, offPeakPricePence: null })).id;
  otherServiceId = (await createService(t.db, otherMerchantId, { name: 'Other Facial' })).id;
  // Booked under the default rule before the salon sets its hours: Wednesday 11:00 at the own £30.
  const existing = await hold(facialId, '11:00', { keep: true });
  expect(existing.json()).toMatchObject({ original_price: 40, discount_amount: 10, final_price: 35 });
  existingBookingId = existing.json().id;
});
afterAll(() => t.close());

describe('before any schedule', () => {
  it('answers empty settings in percentage mode, with the business’s services to choose from', async () => {
    const response = await read(merchantId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      merchant_id: merchantId,
      schedules: [],
      affected_services: [],
      pricing_mode: 'percentage',
      service_specific_prices: {},
      is_paused: false,
    });
    expect(response.json().services).toEqual([
      { id: facialId, name: 'Calm Facial', price: 40, off_peak_price: 30, listed: true },
      { id: massageId, name: 'Deep Massage', price: 50, off_peak_price: null, listed: true },
    ]);
  });
});

describe('saving percentage schedules', () => {
  it('saves and reads back the schedules, the affected services and the mode', async () => {
    const response = await save(merchantId, { ...wednesdayMornings, affected_services: [facialId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ affected_services: [facialId], pricing_mode: 'percentage' });
    const again = (await read(merchantId)).json();
    expect(again.schedules.map(({ id: _id, ...rest }: { id: string }) => rest)).toEqual(wednesdayMornings.schedules);
    expect(again.affected_services).toEqual([facialId]);
  });

  it('prices the free times, the card, the search, the business page and the price filter alike', async () => {
    const facial = await get(`/api/services/${facialId}`);
    // 30 % off £40 in the window; the lowest price is the "from" price and the badge.
    expect(facial).toMatchObject({ price: 40, off_peak_price: 28, percent_off: 30 });
    expect(facial.off_peak_windows).toEqual([{ day_of_week: 3, start_time: '09:00', end_time: '11:00' }]);
    expect(facial.off_peak_pricing).toEqual({
      mode: 'percentage',
      schedules: [{ day_of_week: 3, start_time: '09:00', end_time: '11:00', discount_percentage: 30 }],
      fixed_price: null,
    });
    // The existing 11:00 booking takes 11:00; the window's free times come first, each with its price.
    expect(facial.next_available).toEqual([
      { date: WEDNESDAY, time: '09:00', off_peak: true, price: 28 },
      { date: WEDNESDAY, time: '09:30', off_peak: true, price: 28 },
      { date: WEDNESDAY, time: '10:00', off_peak: true, price: 28 },
    ]);

    const search = await get('/api/services/search?search=calm%20facial');
    expect(search.businesses[0].services[0]).toMatchObject({ id: facialId, off_peak_price: 28, percent_off: 30 });
    expect(search.businesses[0].next_available[0]).toEqual({ date: WEDNESDAY, time: '09:00', off_peak: true, price: 28 });

    const businessPage = await get(`/api/services?merchant_id=${merchantId}&limit=50`);
    const byId = new Map(businessPage.services.map((service: { id: string }) => [service.id, service]));
    expect(byId.get(facialId)).toMatchObject({ off_peak_price: 28, percent_off: 30 });
    // Not affected: still Lull's default rule, and it has no off-peak price of its own.
    expect(byId.get(massageId)).toMatchObject({ off_peak_price: null, percent_off: 0, off_peak_pricing: null });

    // £28 is under £30: the price filter and the database's entry agree with the card.
    const cheap = await get(`/api/services?price=0-30&merchant_id=${merchantId}`);
    expect(cheap.services.map((service: { id: string }) => service.id)).toEqual([facialId]);
    const [entry] = await t.db.select().from(catalogueEntries).where(eq(catalogueEntries.serviceId, facialId));
    expect(entry).toMatchObject({ effectivePricePence: 2800, saving: 0.3 });
  });

  it('charges a new booking the window’s price, and leaves the existing booking as it was', async () => {
    const inWindow = await hold(facialId, '09:30');
    expect(inWindow.statusCode).toBe(201);
    expect(inWindow.json()).toMatchObject({ original_price: 40, discount_amount: 12, final_price: 33 });
    // 12:00 on a Wednesday is in Lull's default hours, but the salon's windows replace them for this service.
    expect((await hold(facialId, '12:00')).json()).toMatchObject({ discount_amount: 0, final_price: 45 });
    // The inactive 16:00 schedule prices nothing.
    expect((await hold(facialId, '16:00')).json()).toMatchObject({ discount_amount: 0 });

    const [existing] = await t.db.select().from(bookings).where(eq(bookings.id, existingBookingId));
    expect(existing).toMatchObject({ originalPricePence: 4000, discountAmountPence: 1000, finalPricePence: 3500, offPeakApplied: true });
  });
});

describe('saving fixed prices', () => {
  it('charges each affected service its fixed price inside the windows', async () => {
    const response = await save(merchantId, {
      ...wednesdayMornings,
      affected_services: [facialId, massageId],
      pricing_mode: 'fixed',
      service_specific_prices: { [facialId]: 25, [massageId]: 49.99 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().service_specific_prices).toEqual({ [facialId]: 25, [massageId]: 49.99 });

    const massage = await get(`/api/services/${massageId}`);
    expect(massage).toMatchObject({ off_peak_price: 49.99, percent_off: 0 });
    expect(massage.next_available[0]).toEqual({ date: WEDNESDAY, time: '09:00', off_peak: true, price: 49.99 });
    expect((await get(`/api/services/${facialId}`)).off_peak_price).toBe(25);
    expect((await hold(massageId, '09:00')).json()).toMatchObject({ original_price: 50, discount_amount: 0.01, final_price: 54.99 });
  });

  it('back to no schedules: every service is on the default rule again', async () => {
    expect((await save(merchantId, { schedules: [], affected_services: [facialId], pricing_mode: 'percentage' })).statusCode).toBe(200);
    const facial = await get(`/api/services/${facialId}`);
    expect(facial).toMatchObject({ off_peak_price: 30, percent_off: 25, off_peak_pricing: null });
    const [entry] = await t.db.select().from(catalogueEntries).where(eq(catalogueEntries.serviceId, facialId));
    expect(entry?.effectivePricePence).toBe(3000);
  });
});

describe('overlapping windows (decision 039)', () => {
  it('saves them, says which discount applies where they overlap, and charges exactly that', async () => {
    const response = await save(merchantId, {
      schedules: [
        { day_of_week: 3, start_time: '09:00', end_time: '11:00', discount_percentage: 20, is_active: true },
        { day_of_week: 3, start_time: '10:00', end_time: '12:00', discount_percentage: 50, is_active: true },
      ],
      affected_services: [facialId],
      pricing_mode: 'percentage',
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().schedules as { id: string }[];
    expect(response.json().overlaps).toEqual([
      {
        day_of_week: 3,
        start_time: '10:00',
        end_time: '11:00',
        schedule_ids: [first!.id, second!.id],
        applied_percentage: 50,
        message: 'Wednesday 10:00–11:00 is in two of your slots (20% and 50% off): a booking starting then gets 50% off, the biggest discount.',
      },
    ]);
    expect((await read(merchantId)).json().overlaps).toHaveLength(1);
    // What the notice says is what a booking pays: £40 at 50% off from 10:00, 20% before.
    expect((await hold(facialId, '10:00')).json()).toMatchObject({ original_price: 40, discount_amount: 20 });
    expect((await hold(facialId, '09:30')).json()).toMatchObject({ discount_amount: 8 });

    expect((await save(merchantId, { schedules: [], affected_services: [facialId], pricing_mode: 'percentage' })).json().overlaps).toEqual([]);
  });
});

describe('bad input', () => {
  const schedule = { day_of_week: 1, start_time: '09:00', end_time: '17:00', discount_percentage: 20, is_active: true };
  it.each([
    ['a discount over 50 %', { schedules: [{ ...schedule, discount_percentage: 60 }] }, 'schedules.0.discount_percentage', OFF_PEAK_MESSAGES.discount],
    ['a discount under 5 %', { schedules: [{ ...schedule, discount_percentage: 4 }] }, 'schedules.0.discount_percentage', OFF_PEAK_MESSAGES.discount],
    ['an end before the start', { schedules: [{ ...schedule, start_time: '17:00', end_time: '09:00' }] }, 'schedules.0.end_time', OFF_PEAK_MESSAGES.endAfterStart],
    ['a time off the half hour', { schedules: [{ ...schedule, start_time: '09:15' }] }, 'schedules.0.start_time', OFF_PEAK_MESSAGES.time],
    ['a day out of range', { schedules: [{ ...schedule, day_of_week: 7 }] }, 'schedules.0.day_of_week', OFF_PEAK_MESSAGES.day],
    ['an unknown mode', { schedules: [], pricing_mode: 'free' }, 'pricing_mode', OFF_PEAK_MESSAGES.mode],
  ])('%s: 400 with the field', async (_name, payload, field, message) => {
    const response = await save(merchantId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses another business’s service, and fixed prices at or above the price or missing, changing nothing', async () => {
    const before = (await read(merchantId)).json();
    const foreign = await save(merchantId, { schedules: [schedule], affected_services: [otherServiceId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields['affected_services.0']).toBe(OFF_PEAK_MESSAGES.service);

    const tooDear = await save(merchantId, { schedules: [schedule], affected_services: [facialId], pricing_mode: 'fixed', service_specific_prices: { [facialId]: 40 } });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json()).toEqual({ error: OFF_PEAK_MESSAGES.fixedPrice, fields: { [`service_specific_prices.${facialId}`]: OFF_PEAK_MESSAGES.fixedPrice } });

    const missing = await save(merchantId, { schedules: [schedule], affected_services: [facialId], pricing_mode: 'fixed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[`service_specific_prices.${facialId}`]).toBe(OFF_PEAK_MESSAGES.fixedPriceMissing);

    const zero = await save(merchantId, { schedules: [schedule], affected_services: [facialId], pricing_mode: 'fixed', service_specific_prices: { [facialId]: 0 } });
    expect(zero.statusCode).toBe(400);
    expect((await read(merchantId)).json()).toEqual(before);
  });
});

describe('whose schedules', () => {
  it("refuses merchant A reading or changing B's, and leaves B's untouched", async () => {
    expect((await save(otherMerchantId, { schedules: [], affected_services: [] }, otherOwner.cookie)).statusCode).toBe(200);
    const bBefore = await t.db.select().from(offPeakSchedules).where(eq(offPeakSchedules.merchantId, otherMerchantId));

    const readB = await read(otherMerchantId);
    expect(readB.statusCode).toBe(403);
    expect(readB.json().error).toBe(NOT_YOUR_BUSINESS);
    const changeB = await save(otherMerchantId, { ...wednesdayMornings, affected_services: [otherServiceId] });
    expect(changeB.statusCode).toBe(403);
    // A's own service sent under B's id changes nothing either.
    expect((await save(otherMerchantId, { ...wednesdayMornings, affected_services: [facialId] })).statusCode).toBe(403);
    expect(await t.db.select().from(offPeakSchedules).where(eq(offPeakSchedules.merchantId, otherMerchantId))).toEqual(bBefore);
    expect((await get(`/api/services/${otherServiceId}`)).off_peak_pricing).toBeNull();
  });

  it('asks a visitor to sign in, and refuses a customer without a business', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(merchantId) })).statusCode).toBe(401);
    expect((await read(merchantId, customer.cookie)).statusCode).toBe(404);
    expect((await save(merchantId, { schedules: [] }, customer.cookie)).statusCode).toBe(404);
  });

  it('lets an admin read and change any business’s', async () => {
    expect((await read(otherMerchantId, admin.cookie)).statusCode).toBe(200);
    const response = await save(otherMerchantId, { ...wednesdayMornings, affected_services: [otherServiceId] }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect((await get(`/api/services/${otherServiceId}`)).off_peak_price).toBe(28);
  });

  it('shows a paused business its schedules but refuses a change (403), changing nothing', async () => {
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, merchantId));
    try {
      const before = await read(merchantId);
      expect(before.statusCode).toBe(200);
      expect(before.json().is_paused).toBe(true);
      const response = await save(merchantId, { ...wednesdayMornings, affected_services: [facialId] });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(BUSINESS_PAUSED);
      expect((await read(merchantId)).json()).toEqual(before.json());
    } finally {
      await t.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, merchantId));
    }
  });
});
