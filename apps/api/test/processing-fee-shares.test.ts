import { splitBookingMoney } from '@lull/domain/booking-money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { bookingTerms } from '../src/db/schema/terms';
import { merchantRevenueEntries } from '../src/db/schema/payouts';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London; the £18 treatment has no off-peak price, so it is £18 at any time.
const NOW = new Date('2026-06-10T11:00:00Z');
const START = new Date('2026-06-12T09:00:00Z'); // Friday 12 June, 10:00 in London
let now = NOW;
let t: TestApp;
let owner: BookingCustomer;
let customer: BookingCustomer;
let admin: BookingCustomer;
let merchantId: string;
let serviceId: string;

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [owner, customer, admin] = await createPeople(t.db, NOW, ['merchant', 'customer', 'admin']);
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind.' }).onConflictDoNothing();
  merchantId = (await createMerchant(t.db, { userId: owner.id, businessName: 'Fern Nail Studio' })).merchant.id;
  serviceId = (await createService(t.db, merchantId, { name: 'Brow Shape', pricePence: 1800, offPeakPricePence: null })).id;
});
afterAll(() => t.close());

describe('who bears the processing fee (decision 038)', () => {
  it('an £18 treatment: the salon bears 82p (2.9 % of £18 + 30p) and is paid £17.18; the booking, its dashboards and the ledger agree', async () => {
    const held = await send('POST', '/api/bookings', customer.cookie, { service_id: serviceId, booking_date: '2026-06-12', booking_time: '10:00', agreed_to_terms: true });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId: string = held.json().id;
    const intent = await send('POST', '/api/payments/create-intent', customer.cookie, { booking_id: bookingId });
    expect(intent.statusCode, intent.body).toBe(200);
    const paid = await send('POST', '/api/payments/confirm', customer.cookie, {
      payment_intent_id: intent.json().payment_intent_id,
      payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // Stored: the customer paid £23 (£3 of it welcome credit), the processor takes 97p on the £23, the salon gets £17.18.
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stored).toMatchObject({ originalPricePence: 1800, finalPricePence: 2300, processingFeePence: 97, merchantPayoutPence: 1718 });

    // The salon's bookings: its price, its processing and its payout add up.
    const listed = (await send('GET', '/api/bookings/merchant?status=all', owner.cookie)).json().items.find((item: { id: string }) => item.id === bookingId);
    expect(listed).toMatchObject({ salon_price: 18, final_price: 23, processing_fee: 0.82, merchant_payout: 17.18 });

    // The admin sees what the processor took on the whole charge, and the same payout.
    const detail = (await send('GET', `/api/admin/bookings/${bookingId}`, admin.cookie)).json();
    expect(detail.figures).toMatchObject({ final_price: 23, processing_fee: 0.97, merchant_payout: 17.18 });

    // Completed: the ledger is paid exactly the payout the booking was priced with.
    now = new Date(START.getTime() + 60 * 60_000);
    const completed = await send('POST', `/api/bookings/${bookingId}/complete`, owner.cookie);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ revenue_added: 17.18, booking: { merchant_payout: 17.18, processing_fee: 0.82 } });
    const entries = await t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.bookingId, bookingId));
    expect(entries.map((entry) => entry.amountPence)).toEqual([1718]);

    // The statement: price less the salon's processing is the amount, to the penny.
    const revenue = (await send('GET', '/api/merchant/revenue', owner.cookie)).json();
    expect(revenue.entries.items.find((entry: { booking_id: string | null }) => entry.booking_id === bookingId)).toMatchObject({
      price: 18,
      discount: 0,
      processing_fee: 0.82,
      amount: 17.18,
    });

    // Lull keeps its £5 less the 15p of processing on it; every penny of the £23 is someone's.
    const [settled] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const split = splitBookingMoney(settled!, { kind: 'settled' });
    expect(split).toEqual({ paidPence: 2300, returnedPence: 0, salonPence: 1718, processorPence: 97, lullPence: 485, heldPence: 0 });
  });

  it('a booking priced before the rule keeps its stored payout: it settles for it, and the salon is shown the processing it bore', async () => {
    now = NOW;
    // Priced under the old rule: the salon bore 2.9 % of £23 + 30p = 97p, so £17.03.
    const bookingId = await createPaidBooking(t.db, {
      service: { id: serviceId, merchantId },
      userId: customer.id,
      start: new Date(NOW.getTime() - 2 * 3_600_000),
      originalPricePence: 1800,
      discountAmountPence: 0,
      offPeakApplied: false,
      finalPricePence: 2300,
      processingFeePence: 97,
      merchantPayoutPence: 1703,
    });
    const completed = await send('POST', `/api/bookings/${bookingId}/complete`, owner.cookie);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ revenue_added: 17.03, booking: { merchant_payout: 17.03, processing_fee: 0.97 } });
    const entries = await t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.bookingId, bookingId));
    expect(entries.map((entry) => entry.amountPence)).toEqual([1703]);
  });
});
