import { RECONCILIATION_MESSAGES } from '@lull/domain/contracts/reconciliation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/bookings';
import { recordBookingSettlement } from '../src/modules/revenue/revenue.service';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
let admin: Person;
let owner: Person;
let customer: Person;
let merchantId: string;
const ids: Record<'held' | 'visited' | 'cancelled', string> = { held: '', visited: '', cancelled: '' };

const get = (url: string, person: Person) => t.app.inject({ method: 'GET', url, headers: { cookie: person.cookie } });
const post = async (url: string, person: Person, payload?: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [admin, owner, customer] = await createPeople(t.db, NOW, ['admin', { role: 'merchant', business: { businessName: 'Fern Nail Studio' } }, 'customer']);
  merchantId = owner.merchant!.id;
  const service = await createService(t.db, merchantId, { name: 'Gel Manicure', pricePence: 4000, offPeakPricePence: 3000 });
  const monday = new Date('2026-06-08T09:00:00Z');
  // £40 at £30 off-peak: £35 with Lull's £5 fee, 132p of processing, £28.83 for the salon (decision 038).
  ids.held = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() + 5 * DAY), confirmedAt: monday });
  ids.visited = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() - DAY), confirmedAt: monday, status: 'completed' });
  await recordBookingSettlement(t.db, { merchantId, bookingId: ids.visited, amountPence: 2883, description: 'Gel Manicure', settledByUserId: owner.id });
  // Paid on Tuesday, £5 of it in credit; cancelled by the customer three days ahead: the credit back now, the card part owed.
  ids.cancelled = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() + 3 * DAY), confirmedAt: new Date(monday.getTime() + DAY), creditsUsedPence: 500 });
  await post(`/api/bookings/${ids.cancelled}/cancel`, customer);
  // £20 of the salon's £28.83 is paid out.
  const bank = await post('/api/merchant/bank-accounts', owner, {
    account_holder_name: 'Fern Ali',
    bank_name: 'Monzo',
    sort_code: '040004',
    account_number: '31926819',
    account_type: 'business',
    data_consent_given: true,
  });
  await post(`/api/admin/bank-accounts/${bank.id}/verify`, admin);
  await post(`/api/admin/merchant-payouts/${merchantId}/complete`, admin, { reference: 'FERN-1', amount: 20, period_start: '2026-06-01', period_end: '2026-06-10' });
});
afterAll(() => t?.close());

describe('GET /api/admin/reconciliation', () => {
  it('shows where every penny of the period is, per day and in total, with no difference', async () => {
    const response = await get('/api/admin/reconciliation?from=2026-06-08&to=2026-06-10', admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.days).toEqual([
      {
        date: '2026-06-08',
        bookings: 2,
        card_charges: 70,
        credit_spent: 0,
        money_in: 70,
        paid_out_to_salons: 20,
        owed_to_salons: 8.83,
        // £5 less the 15p of processing on Lull's fee.
        lull_fees: 4.85,
        processing_fees: 1.32,
        refunded_to_cards: 0,
        card_refunds_owed: 0,
        credit_returned: 0,
        held_for_appointments: 35,
        difference: 0,
      },
      {
        date: '2026-06-09',
        bookings: 1,
        card_charges: 30,
        credit_spent: 5,
        money_in: 35,
        paid_out_to_salons: 0,
        owed_to_salons: 0,
        lull_fees: 5,
        processing_fees: 1.32,
        refunded_to_cards: 0,
        // £35 less the £5 fee, the £1.32 processing and the £5 of credit.
        card_refunds_owed: 23.68,
        credit_returned: 5,
        held_for_appointments: 0,
        difference: 0,
      },
    ]);
    expect(body.totals).toMatchObject({ bookings: 3, money_in: 105, difference: 0 });
    expect(body.payouts_recorded).toEqual({ count: 1, amount: 20 });
    expect(body.differences).toEqual([]);
    expect(body.as_of).toBe(NOW.toISOString());
  });

  it('the card refund, once paid back, moves from owed to refunded', async () => {
    const [request] = (await get(`/api/admin/refund-requests?q=${ids.cancelled}`, admin)).json().items;
    await post(`/api/admin/refund-requests/${request.id}/complete`, admin, { admin_notes: 'Paid back' });
    const day = (await get('/api/admin/reconciliation?from=2026-06-09&to=2026-06-09', admin)).json().days[0];
    expect(day).toMatchObject({ refunded_to_cards: 23.68, card_refunds_owed: 0, difference: 0 });
  });

  it('a charge the records do not explain is a difference, and its booking is listed', async () => {
    await t.db.insert(payments).values({ bookingId: ids.held, userId: customer.id, gateway: 'sandbox', gatewayReference: 'pi_unexplained', amountPence: 100, status: 'succeeded' });
    const body = (await get('/api/admin/reconciliation?from=2026-06-01&to=2026-06-30', admin)).json();
    expect(body.totals.difference).toBe(1);
    expect(body.differences).toEqual([{ booking_id: ids.held, merchant_id: merchantId, business_name: 'Fern Nail Studio', paid_on: '2026-06-08', status: 'confirmed', difference: 1 }]);
    // The database's own invariants, checked after every file, would rightly fail on it too.
    await t.db.delete(payments).where(eq(payments.gatewayReference, 'pi_unexplained'));
  });

  it("an admin's cancellation gives everything back: the card part owed, and Lull bears the processing it cannot recover", async () => {
    await post(`/api/admin/bookings/${ids.held}/cancel`, admin, { reason: 'The salon has closed for repairs' });
    const day = (await get('/api/admin/reconciliation?from=2026-06-08&to=2026-06-08', admin)).json().days[0];
    // The visit's £4.85, less the £1.32 of processing on the booking refunded in full.
    expect(day).toMatchObject({ held_for_appointments: 0, card_refunds_owed: 35, lull_fees: 3.53, processing_fees: 2.64, difference: 0 });
  });

  it('a period with no payments is empty', async () => {
    const body = (await get('/api/admin/reconciliation?from=2026-01-01&to=2026-01-31', admin)).json();
    expect(body).toMatchObject({ days: [], differences: [], totals: { bookings: 0, money_in: 0, difference: 0 }, payouts_recorded: { count: 0, amount: 0 } });
  });

  it.each([
    ['from=2026-06-10&to=2026-06-01', 'to', RECONCILIATION_MESSAGES.order],
    ['from=2025-01-01&to=2026-06-01', 'to', RECONCILIATION_MESSAGES.tooLong],
    ['from=10/06/2026&to=2026-06-10', 'from', 'Enter a date as YYYY-MM-DD.'],
    ['to=2026-06-10', 'from', 'Enter a date as YYYY-MM-DD.'],
  ])('refuses %s with a message on %s', async (query, field, message) => {
    const response = await get(`/api/admin/reconciliation?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/reconciliation?from=2026-06-08&to=2026-06-10', owner)).statusCode).toBe(403);
  });
});
