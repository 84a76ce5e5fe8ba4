import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offPeakAffectedServices, offPeakSchedules } from '../src/db/schema/catalogue';
import { bookingTerms } from '../src/db/schema/terms';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Tuesday 9 June 2026, 08:00 in London: Wednesday the 10th is bookable all day.
const now = new Date('2026-06-09T07:00:00Z');
const WEDNESDAY = '2026-06-10';
const DEFAULT_WINDOWS = [
  { day_of_week: 1, start_time: '10:00', end_time: '15:00' },
  { day_of_week: 2, start_time: '10:00', end_time: '15:00' },
  { day_of_week: 3, start_time: '10:00', end_time: '15:00' },
  { day_of_week: 4, start_time: '10:00', end_time: '15:00' },
  { day_of_week: 5, start_time: '10:00', end_time: '15:00' },
  { day_of_week: 6, start_time: '18:00', end_time: '22:00' },
  { day_of_week: 0, start_time: '18:00', end_time: '22:00' },
];

let t: TestApp;
let ownWindows: { id: string };
let defaultWindows: { id: string };
let customer: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind.' });
  const early = await createMerchant(t.db, { businessName: 'Early Bird Nails' });
  await t.db.insert(offPeakSchedules).values([
    { merchantId: early.merchant.id, dayOfWeek: 3, startTime: '09:00', endTime: '10:00' },
    // A paused schedule changes nothing.
    { merchantId: early.merchant.id, dayOfWeek: 3, startTime: '16:00', endTime: '17:00', isActive: false },
  ]);
  ownWindows = await createService(t.db, early.merchant.id, { pricePence: 4000, offPeakPricePence: 3000 });
  // The schedules price only the services they affect (decision 015).
  await t.db.insert(offPeakAffectedServices).values({ merchantId: early.merchant.id, serviceId: ownWindows.id });
  const plain = await createMerchant(t.db, { businessName: 'Usual Hours Nails' });
  defaultWindows = await createService(t.db, plain.merchant.id, { pricePence: 4000, offPeakPricePence: 3000 });
  customer = await registerUser(t.app);
});
afterAll(() => t.close());

const getService = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/services/${id}` })).json();
/** Holds a time to read the price it was given, then lets it go: a customer keeps at most two holds at once. */
const hold = async (serviceId: string, time: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: customer.cookie },
    payload: { service_id: serviceId, booking_date: WEDNESDAY, booking_time: time, agreed_to_terms: true },
  });
  if (response.statusCode === 201) {
    const released = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${response.json().id}`, headers: { cookie: customer.cookie } });
    expect(released.statusCode).toBe(204);
  }
  return response;
};

describe("a merchant's own off-peak windows", () => {
  it('are the windows the catalogue states, and mark its free times', async () => {
    const service = await getService(ownWindows.id);
    expect(service.off_peak_windows).toEqual([{ day_of_week: 3, start_time: '09:00', end_time: '10:00' }]);
    // The card shows the off-peak times first: Wednesday 09:00 and 09:30 only.
    expect(service.next_available).toEqual([
      { date: WEDNESDAY, time: '09:00', off_peak: true, price: 32 },
      { date: WEDNESDAY, time: '09:30', off_peak: true, price: 32 },
    ]);
    // 20 % off £40 (the schedule's default discount), not the service's own £30.
    expect(service).toMatchObject({ off_peak_price: 32, percent_off: 20 });
  });

  it('price the booking the way the catalogue showed it', async () => {
    const inWindow = await hold(ownWindows.id, '09:30');
    expect(inWindow.statusCode).toBe(201);
    expect(inWindow.json()).toMatchObject({ original_price: 40, discount_amount: 8, final_price: 37 });

    // 11:00 on a Wednesday is in Lull's default hours, but this salon's own windows replace them.
    const outside = await hold(ownWindows.id, '11:00');
    expect(outside.statusCode).toBe(201);
    expect(outside.json()).toMatchObject({ original_price: 40, discount_amount: 0, final_price: 45 });

    const paused = await hold(ownWindows.id, '16:00');
    expect(paused.json()).toMatchObject({ discount_amount: 0 });
  });
});

describe('a merchant without windows of its own', () => {
  it("uses Lull's default hours, in the catalogue and in the price", async () => {
    const service = await getService(defaultWindows.id);
    expect(service.off_peak_windows).toEqual(DEFAULT_WINDOWS);
    expect(service.next_available).toEqual(
      ['10:00', '10:30', '11:00', '11:30'].map((time) => ({ date: '2026-06-09', time, off_peak: true, price: 30 })),
    );

    expect((await hold(defaultWindows.id, '11:00')).json()).toMatchObject({ discount_amount: 10 });
    expect((await hold(defaultWindows.id, '09:00')).json()).toMatchObject({ discount_amount: 0 });
  });
});
