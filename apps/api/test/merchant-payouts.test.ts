import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BANK_ACCOUNT_MESSAGES } from '@lull/domain/validation/bank-account';
import { PAYOUT_SETTINGS_MESSAGES } from '@lull/domain/validation/payout-settings';
import { londonDateOf } from '@lull/domain/london-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_KEY_FILE, loadConfig } from '../src/config';
import { merchants } from '../src/db/schema/merchants';
import { bankAccounts, payoutSettings, payouts } from '../src/db/schema/payouts';
import { BUSINESS_PAUSED, NOT_YOUR_BUSINESS } from '../src/modules/merchants/merchants.service';
import { decryptAccountNumber, encryptAccountNumber } from '../src/modules/payouts/account-number-cipher';
import { BANK_ACCOUNT_NOT_FOUND } from '../src/modules/payouts/payouts.service';
import { insertRevenueEntry, sumRevenueEntries } from '../src/modules/revenue/revenue.repository';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const HOUR = 3_600_000;
const FULL_NUMBER = '31926819';
let t: TestApp;
let owner: BookingCustomer;
let otherOwner: BookingCustomer;
let pausedOwner: BookingCustomer;
let customer: BookingCustomer;
let admin: BookingCustomer;
let merchantId: string;
let otherMerchantId: string;
let pausedMerchantId: string;

const account = (overrides: Record<string, unknown> = {}) => ({
  account_holder_name: 'Fern Ali',
  bank_name: 'Monzo',
  sort_code: '040004',
  account_number: FULL_NUMBER,
  account_type: 'business',
  data_consent_given: true,
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function addAccount(cookie: string, overrides: Record<string, unknown> = {}, query = '') {
  const response = await call('POST', `/api/merchant/bank-accounts${query}`, cookie, account(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; account_number_last_4: string; sort_code: string; is_verified: boolean };
}
const storedRow = async (id: string) => (await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0];
const accountsOf = async (id: string) => t.db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, id));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const people = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'merchant', business: { businessName: 'Paused Place' } },
    'customer',
    'admin',
  ]);
  [owner, otherOwner, pausedOwner, customer, admin] = people;
  [merchantId, otherMerchantId, pausedMerchantId] = people.slice(0, 3).map((person) => person.merchant!.id) as [string, string, string];
});
afterAll(() => t?.close());

describe('bank accounts', () => {
  it('adds, lists, edits and deletes an account; the number is stored encrypted and only its last four digits come back', async () => {
    const added = await call('POST', '/api/merchant/bank-accounts', owner.cookie, account({ sort_code: '04-00-04', account_number: '3192 6819' }));
    expect(added.statusCode).toBe(201);
    expect(added.body).not.toContain(FULL_NUMBER);
    const body = added.json();
    expect(body).toEqual({
      id: expect.any(String),
      account_holder_name: 'Fern Ali',
      bank_name: 'Monzo',
      sort_code: '04-00-04',
      account_number_last_4: '6819',
      account_type: 'business',
      data_consent_given: true,
      is_verified: false,
      created_at: NOW.toISOString(),
    });

    // The row holds ciphertext, never the number; the key from the environment opens it, bound to this business.
    const row = (await storedRow(body.id))!;
    expect(row.accountNumberEncrypted).not.toContain(FULL_NUMBER);
    expect(row.accountNumberEncrypted).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(row.accountNumberLast4).toBe('6819');
    expect(decryptAccountNumber(t.config.bankAccountKey, row.accountNumberEncrypted, merchantId)).toBe(FULL_NUMBER);
    expect(() => decryptAccountNumber(t.config.bankAccountKey, row.accountNumberEncrypted, otherMerchantId)).toThrow();
    expect(row.dataConsentGivenAt).toEqual(NOW);

    const listed = await call('GET', '/api/merchant/bank-accounts', owner.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(FULL_NUMBER);
    expect(listed.body).not.toContain(row.accountNumberEncrypted);
    expect(listed.json()).toEqual([body]);

    // Edit with the number left blank keeps the stored ciphertext.
    const renamed = await call('PUT', `/api/merchant/bank-accounts/${body.id}`, owner.cookie, account({ bank_name: 'Monzo Business', account_number: '' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ bank_name: 'Monzo Business', account_number_last_4: '6819' });
    expect((await storedRow(body.id))!.accountNumberEncrypted).toBe(row.accountNumberEncrypted);

    // A new number replaces it, freshly encrypted.
    const renumbered = await call('PUT', `/api/merchant/bank-accounts/${body.id}`, owner.cookie, account({ account_number: '12345678', account_type: 'savings' }));
    expect(renumbered.statusCode).toBe(200);
    expect(renumbered.body).not.toContain('12345678');
    expect(renumbered.json()).toMatchObject({ account_number_last_4: '5678', account_type: 'savings' });
    const renumberedRow = (await storedRow(body.id))!;
    expect(decryptAccountNumber(t.config.bankAccountKey, renumberedRow.accountNumberEncrypted, merchantId)).toBe('12345678');

    const deleted = await call('DELETE', `/api/merchant/bank-accounts/${body.id}`, owner.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRow(body.id)).toBeUndefined();
    expect((await call('DELETE', `/api/merchant/bank-accounts/${body.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('encrypts the same number differently each time', () => {
    const key = t.config.bankAccountKey;
    expect(encryptAccountNumber(key, FULL_NUMBER, merchantId)).not.toBe(encryptAccountNumber(key, FULL_NUMBER, merchantId));
  });

  it('sends a verified account back to pending verification when its sort code changes', async () => {
    const { id } = await addAccount(owner.cookie);
    await t.db.update(bankAccounts).set({ isVerified: true }).where(eq(bankAccounts.id, id));
    const sameDetails = await call('PUT', `/api/merchant/bank-accounts/${id}`, owner.cookie, account({ account_holder_name: 'F. Ali', account_number: '' }));
    expect(sameDetails.json().is_verified).toBe(true);
    const moved = await call('PUT', `/api/merchant/bank-accounts/${id}`, owner.cookie, account({ sort_code: '20-00-00', account_number: '' }));
    expect(moved.json()).toMatchObject({ sort_code: '20-00-00', is_verified: false });
    await call('DELETE', `/api/merchant/bank-accounts/${id}`, owner.cookie);
  });

  it.each([
    ['data_consent_given', false, BANK_ACCOUNT_MESSAGES.consent],
    ['sort_code', '12-34-5', BANK_ACCOUNT_MESSAGES.sortCode],
    ['account_number', '1234567', BANK_ACCOUNT_MESSAGES.accountNumber],
    ['account_type', 'current', BANK_ACCOUNT_MESSAGES.accountType],
    ['account_holder_name', ' ', BANK_ACCOUNT_MESSAGES.holderRequired],
  ])('refuses %s = %j with 400 and its message, saving nothing', async (field, value, message) => {
    const response = await call('POST', '/api/merchant/bank-accounts', owner.cookie, account({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await accountsOf(merchantId)).toHaveLength(0);
  });

  it('refuses a malformed edit and an unknown id without a 500', async () => {
    const { id } = await addAccount(owner.cookie);
    const bad = await call('PUT', `/api/merchant/bank-accounts/${id}`, owner.cookie, account({ account_number: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ account_number: BANK_ACCOUNT_MESSAGES.accountNumber });
    expect((await call('PUT', '/api/merchant/bank-accounts/not-a-uuid', owner.cookie, account())).statusCode).toBe(400);
    const unknown = await call('PUT', '/api/merchant/bank-accounts/00000000-0000-4000-8000-000000000000', owner.cookie, account());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(BANK_ACCOUNT_NOT_FOUND);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/merchant/bank-accounts', headers: { cookie: owner.cookie, 'content-type': 'application/json' }, payload: '{"bank_name":' });
    expect(notJson.statusCode).toBe(400);
    await call('DELETE', `/api/merchant/bank-accounts/${id}`, owner.cookie);
  });

  it('keeps at most five accounts', async () => {
    for (let n = 0; n < 5; n += 1) await addAccount(otherOwner.cookie);
    const sixth = await call('POST', '/api/merchant/bank-accounts', otherOwner.cookie, account());
    expect(sixth.statusCode).toBe(409);
    for (const row of await accountsOf(otherMerchantId)) await call('DELETE', `/api/merchant/bank-accounts/${row.id}`, otherOwner.cookie);
  });

  it('asks a visitor to sign in, and tells a customer there is no business', async () => {
    expect((await call('GET', '/api/merchant/bank-accounts', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/merchant/bank-accounts', null, account())).statusCode).toBe(401);
    expect((await call('GET', '/api/merchant/revenue', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/merchant/bank-accounts', customer.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/merchant/bank-accounts', customer.cookie, account())).statusCode).toBe(404);
  });
});

describe('ownership: merchant A against merchant B', () => {
  it('refuses every route with B, whatever id A sends, and changes nothing of B', async () => {
    const theirs = await addAccount(otherOwner.cookie, { bank_name: 'Their Bank' });
    await call('PUT', '/api/merchant/payout-settings', otherOwner.cookie, { payout_frequency: 'monthly', minimum_payout_amount: 50 });
    const before = { accounts: await accountsOf(otherMerchantId), settings: await t.db.select().from(payoutSettings).where(eq(payoutSettings.merchantId, otherMerchantId)) };
    const asB = `?merchant_id=${otherMerchantId}`;

    // B's account through A's own scope: as good as absent.
    expect((await call('PUT', `/api/merchant/bank-accounts/${theirs.id}`, owner.cookie, account())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/merchant/bank-accounts/${theirs.id}`, owner.cookie)).statusCode).toBe(404);
    // Naming B: refused.
    const refused = [
      await call('GET', `/api/merchant/bank-accounts${asB}`, owner.cookie),
      await call('POST', `/api/merchant/bank-accounts${asB}`, owner.cookie, account()),
      await call('PUT', `/api/merchant/bank-accounts/${theirs.id}${asB}`, owner.cookie, account()),
      await call('DELETE', `/api/merchant/bank-accounts/${theirs.id}${asB}`, owner.cookie),
      await call('GET', `/api/merchant/payout-settings${asB}`, owner.cookie),
      await call('PUT', `/api/merchant/payout-settings${asB}`, owner.cookie, { payout_frequency: 'daily', minimum_payout_amount: 5 }),
      await call('GET', `/api/merchant/revenue${asB}`, owner.cookie),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(NOT_YOUR_BUSINESS);
      expect(response.body).not.toContain('Their Bank');
    }
    // A's own lists do not show B's account.
    expect((await call('GET', '/api/merchant/bank-accounts', owner.cookie)).body).not.toContain(theirs.id);

    expect(await accountsOf(otherMerchantId)).toEqual(before.accounts);
    expect(await t.db.select().from(payoutSettings).where(eq(payoutSettings.merchantId, otherMerchantId))).toEqual(before.settings);
    expect(await accountsOf(merchantId)).toHaveLength(0);
  });

  it('lets an admin read and change a business it names', async () => {
    const asB = `?merchant_id=${otherMerchantId}`;
    const listed = await call('GET', `/api/merchant/bank-accounts${asB}`, admin.cookie);
    expect(listed.statusCode).toBe(200);
    const [theirs] = listed.json() as { id: string }[];
    const edited = await call('PUT', `/api/merchant/bank-accounts/${theirs!.id}`, admin.cookie, account({ bank_name: 'Checked Bank', account_number: '' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().bank_name).toBe('Checked Bank');
    expect((await call('GET', `/api/merchant/payout-settings${asB}`, admin.cookie)).json()).toMatchObject({ payout_frequency: 'monthly', minimum_payout_amount: 50 });
    expect((await call('GET', `/api/merchant/revenue${asB}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/merchant/bank-accounts/${theirs!.id}`, admin.cookie)).statusCode).toBe(204);
  });
});

describe('a paused business', () => {
  it('can read its payment settings but change none of them (403)', async () => {
    const { id } = await addAccount(pausedOwner.cookie);
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, pausedMerchantId));
    const before = await accountsOf(pausedMerchantId);
    const writes = [
      await call('POST', '/api/merchant/bank-accounts', pausedOwner.cookie, account()),
      await call('PUT', `/api/merchant/bank-accounts/${id}`, pausedOwner.cookie, account({ bank_name: 'Changed' })),
      await call('DELETE', `/api/merchant/bank-accounts/${id}`, pausedOwner.cookie),
      await call('PUT', '/api/merchant/payout-settings', pausedOwner.cookie, { payout_frequency: 'daily', minimum_payout_amount: 5 }),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(BUSINESS_PAUSED);
    }
    expect(await accountsOf(pausedMerchantId)).toEqual(before);
    expect(await t.db.select().from(payoutSettings).where(eq(payoutSettings.merchantId, pausedMerchantId))).toEqual([]);
    expect((await call('GET', '/api/merchant/bank-accounts', pausedOwner.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/merchant/revenue', pausedOwner.cookie)).statusCode).toBe(200);
  });
});

describe('payout settings', () => {
  it('defaults to weekly and £10, with Setup required until there is a bank account', async () => {
    const response = await call('GET', '/api/merchant/payout-settings', owner.cookie);
    expect(response.json()).toEqual({ payout_frequency: 'weekly', minimum_payout_amount: 10, next_payout_scheduled: null, next_payout_label: 'Setup required' });
  });

  it('saves the schedule and answers with the next payout date', async () => {
    const { id } = await addAccount(owner.cookie);
    // Wednesday 10 June: weekly is Monday 15 June; daily Thursday 11; monthly Wednesday 1 July.
    expect((await call('GET', '/api/merchant/payout-settings', owner.cookie)).json()).toMatchObject({ next_payout_scheduled: '2026-06-15', next_payout_label: null });
    const daily = await call('PUT', '/api/merchant/payout-settings', owner.cookie, { payout_frequency: 'daily', minimum_payout_amount: 25.5 });
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toEqual({ payout_frequency: 'daily', minimum_payout_amount: 25.5, next_payout_scheduled: '2026-06-11', next_payout_label: null });
    const [row] = await t.db.select().from(payoutSettings).where(eq(payoutSettings.merchantId, merchantId));
    expect(row).toMatchObject({ payoutFrequency: 'daily', minimumPayoutPence: 2550 });

    const monthly = await call('PUT', '/api/merchant/payout-settings', owner.cookie, { payout_frequency: 'monthly', minimum_payout_amount: '' });
    expect(monthly.json()).toEqual({ payout_frequency: 'monthly', minimum_payout_amount: 10, next_payout_scheduled: '2026-07-01', next_payout_label: null });
    expect((await call('GET', '/api/merchant/payout-settings', owner.cookie)).json()).toMatchObject({ payout_frequency: 'monthly', minimum_payout_amount: 10 });
    await call('DELETE', `/api/merchant/bank-accounts/${id}`, owner.cookie);
    expect((await call('GET', '/api/merchant/payout-settings', owner.cookie)).json()).toMatchObject({ next_payout_scheduled: null, next_payout_label: 'Setup required' });
  });

  it.each([
    [{ payout_frequency: 'weekly', minimum_payout_amount: 4.99 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.tooSmall],
    [{ payout_frequency: 'weekly', minimum_payout_amount: 'lots' }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.amount],
    [{ payout_frequency: 'hourly', minimum_payout_amount: 10 }, 'payout_frequency', PAYOUT_SETTINGS_MESSAGES.frequency],
  ])('refuses %j with 400 and its field', async (payload, field, message) => {
    const response = await call('PUT', '/api/merchant/payout-settings', owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });
});

describe('GET /api/merchant/revenue', () => {
  it('answers the balance as the ledger sums it, pending revenue from confirmed bookings, the next payout and the entries', async () => {
    const fresh = await call('GET', '/api/merchant/revenue', otherOwner.cookie);
    expect(fresh.json()).toMatchObject({ revenue_balance: 0, pending_revenue: 0, pending_bookings: 0, entries: { items: [], total: 0, page: 1 } });

    const service = await createService(t.db, merchantId, { name: 'Gel Manicure' });
    const booked = (start: Date, status: 'confirmed' | 'completed' | 'no_show' | 'cancelled') => createPaidBooking(t.db, { service, userId: customer.id, start, status });
    const completed = await booked(new Date(NOW.getTime() - 48 * HOUR), 'completed');
    const noShow = await booked(new Date(NOW.getTime() - 24 * HOUR), 'no_show');
    await booked(new Date(NOW.getTime() + 24 * HOUR), 'confirmed');
    await booked(new Date(NOW.getTime() + 48 * HOUR), 'confirmed');
    await booked(new Date(NOW.getTime() + 72 * HOUR), 'cancelled');

    await insertRevenueEntry(t.db, { merchantId, type: 'booking_settled', amountPence: 2883, bookingId: completed, description: 'Gel Manicure', createdAt: new Date(NOW.getTime() - 5 * HOUR) });
    await insertRevenueEntry(t.db, { merchantId, type: 'booking_settled', amountPence: 2883, bookingId: noShow, description: 'Gel Manicure (no-show)', createdAt: new Date(NOW.getTime() - 4 * HOUR) });
    const [payout] = await t.db.insert(payouts).values({ merchantId, amountPence: 5000, reference: 'LULL-TEST-1', bankSortCode: '04-00-04', bankAccountLast4: '6819' }).returning();
    await insertRevenueEntry(t.db, { merchantId, type: 'payout', amountPence: -5000, payoutId: payout!.id, description: 'Payout to •••• 6819', createdAt: new Date(NOW.getTime() - 3 * HOUR) });
    await insertRevenueEntry(t.db, { merchantId, type: 'adjustment', amountPence: 150, description: 'Goodwill', createdAt: new Date(NOW.getTime() - 2 * HOUR) });
    await addAccount(owner.cookie);

    const response = await call('GET', '/api/merchant/revenue', owner.cookie);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    const ledger = await sumRevenueEntries(t.db, merchantId);
    expect(ledger).toBe(2883 + 2883 - 5000 + 150);
    expect(summary).toMatchObject({
      revenue_balance: ledger / 100,
      pending_revenue: 57.66,
      pending_bookings: 2,
      payout_frequency: 'monthly',
      minimum_payout_amount: 10,
      next_payout_scheduled: '2026-07-01',
      next_payout_label: null,
      entries: { total: 4, page: 1, page_size: 20 },
    });
    expect(summary.entries.items.map((entry: { type: string; amount: number }) => [entry.type, entry.amount])).toEqual([
      ['adjustment', 1.5],
      ['payout', -50],
      ['booking_settled', 28.83],
      ['booking_settled', 28.83],
    ]);
    expect(summary.entries.items[1]).toMatchObject({ payout_id: payout!.id, booking_id: null, price: null });
    expect(summary.entries.items[2]).toMatchObject({
      booking_id: noShow,
      service_name: 'Gel Manicure',
      booking_status: 'no-show',
      booking_date: londonDateOf(new Date(NOW.getTime() - 24 * HOUR)),
      price: 40,
      discount: 10,
      // The salon's processing is on its £30 only (decision 038): 87p + 30p; price less discount less it is the amount.
      processing_fee: 1.17,
      amount: 28.83,
    });

    const second = await call('GET', '/api/merchant/revenue?page=2&page_size=3', owner.cookie);
    expect(second.json().entries).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.json().entries.items).toHaveLength(1);
    expect((await call('GET', '/api/merchant/revenue?page=0', owner.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/merchant/statements', () => {
  const statementOf = (query: string, cookie: string | null = otherOwner.cookie) => call('GET', `/api/merchant/statements?${query}`, cookie);

  it("lists a period's entries oldest first, each with the balance after it, from the balance before the first day to the one after the last", async () => {
    const service = await createService(t.db, otherMerchantId, { name: 'Brow Lift' });
    const visit = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date('2026-06-03T10:00:00Z'), status: 'completed' });
    const entry = (values: Omit<Parameters<typeof insertRevenueEntry>[1], 'merchantId'>) => insertRevenueEntry(t.db, { merchantId: otherMerchantId, ...values });
    // 23:30 on 31 May in London (BST): May's, so June opens with it.
    await entry({ type: 'adjustment', amountPence: 1000, description: 'Goodwill', createdAt: new Date('2026-05-31T22:30:00Z') });
    await entry({ type: 'booking_settled', amountPence: 2883, bookingId: visit, description: 'Brow Lift', createdAt: new Date('2026-06-03T12:00:00Z') });
    const [payout] = await t.db.insert(payouts).values({ merchantId: otherMerchantId, amountPence: 3000, reference: 'LULL-JUNE-1', bankSortCode: '04-00-04', bankAccountLast4: '6819' }).returning();
    await entry({ type: 'payout', amountPence: -3000, payoutId: payout!.id, description: 'Payout to •••• 6819', createdAt: new Date('2026-06-05T09:00:00Z') });
    // 23:30 on 30 June in London is June's; 00:30 on 1 July is not.
    await entry({ type: 'adjustment', amountPence: -200, description: 'Card dispute', createdAt: new Date('2026-06-30T22:30:00Z') });
    await entry({ type: 'adjustment', amountPence: 500, description: 'Dispute won', createdAt: new Date('2026-06-30T23:30:00Z') });

    const june = await statementOf('from=2026-06-01&to=2026-06-30');
    expect(june.statusCode, june.body).toBe(200);
    const statement = june.json();
    expect(statement).toMatchObject({ from: '2026-06-01', to: '2026-06-30', opening_balance: 10, closing_balance: 6.83, totals: { settled: 28.83, paid_out: 30, adjusted: -2 } });
    expect(statement.lines.map((line: { type: string; amount: number; balance: number }) => [line.type, line.amount, line.balance])).toEqual([
      ['booking_settled', 28.83, 38.83],
      ['payout', -30, 8.83],
      ['adjustment', -2, 6.83],
    ]);
    expect(statement.lines[0]).toMatchObject({ booking_id: visit, service_name: 'Brow Lift', booking_status: 'completed', price: 40, discount: 10, processing_fee: 1.17, payout_reference: null });
    expect(statement.lines[1]).toMatchObject({ payout_id: payout!.id, payout_reference: 'LULL-JUNE-1', booking_id: null });

    // Run to the last entry's day, the statement closes at the revenue balance; July opens where June closed.
    const toNow = (await statementOf('from=2026-06-01&to=2026-07-01')).json();
    expect(toNow.closing_balance).toBe((await call('GET', '/api/merchant/revenue', otherOwner.cookie)).json().revenue_balance);
    expect(toNow.closing_balance).toBe(11.83);
    expect((await statementOf('from=2026-07-01&to=2026-07-31')).json()).toMatchObject({ opening_balance: 6.83, closing_balance: 11.83, lines: [{ description: 'Dispute won', balance: 11.83 }] });
    expect((await statementOf('from=2026-08-01&to=2026-08-31')).json()).toMatchObject({ opening_balance: 11.83, closing_balance: 11.83, lines: [] });
  });

  it('gives the same statement as CSV for an accountant, and lists the payouts newest first', async () => {
    const csv = await call('GET', '/api/merchant/statements.csv?from=2026-06-01&to=2026-06-30', otherOwner.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-2026-06-01-to-2026-06-30.csv"');
    const rows = csv.body.split('\r\n');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toBe('2026-06-01,,Opening balance,,,,,,,,,10');
    expect(rows[2]).toMatch(/^2026-06-03,13:00,Booking,Brow Lift,Brow Lift,2026-06-03 11:00,40,10,1.17,28.83,,38.83$/);
    expect(rows[3]).toMatch(/,-30,LULL-JUNE-1,8.83$/);
    expect(rows[5]).toBe('2026-06-30,,Closing balance,,,,,,,,,6.83');
    expect((await call('GET', '/api/merchant/statements.csv?from=2026-06-30&to=2026-06-01', otherOwner.cookie)).json().fields).toEqual({ to: 'The statement must end on or after the day it starts.' });

    const history = await call('GET', '/api/merchant/payouts', otherOwner.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ total: 1, page: 1, items: [{ reference: 'LULL-JUNE-1', amount: 30, account_number_last_4: '6819', business_name: 'Other Place' }] });
    expect((await call('GET', '/api/merchant/payouts', owner.cookie)).json()).toMatchObject({ total: 1, items: [{ reference: 'LULL-TEST-1' }] });
  });

  it('refuses a period that is not two dates in order, or longer than a year and a day, saying which field', async () => {
    const fieldsOf = async (query: string) => {
      const response = await statementOf(query);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fieldsOf('from=2026-06-30&to=2026-06-01')).toEqual({ to: 'The statement must end on or after the day it starts.' });
    expect(await fieldsOf('from=2026-13-01&to=2026-06-01')).toMatchObject({ from: 'Enter a date as YYYY-MM-DD.' });
    expect(await fieldsOf('from=2026-06-01')).toMatchObject({ to: 'Enter a date as YYYY-MM-DD.' });
    expect(await fieldsOf('from=2026-01-01&to=2027-01-02')).toEqual({ to: 'A statement covers at most 366 days.' });
    expect((await statementOf('from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
  });

  it('is for the business itself or an admin naming it: a visitor signs in, another salon is refused', async () => {
    const june = 'from=2026-06-01&to=2026-06-30';
    expect((await statementOf(june, null)).statusCode).toBe(401);
    expect((await statementOf(june, customer.cookie)).statusCode).toBe(404);
    const asOther = await statementOf(`${june}&merchant_id=${otherMerchantId}`, owner.cookie);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().error).toBe(NOT_YOUR_BUSINESS);
    expect((await statementOf(`${june}&merchant_id=${otherMerchantId}`, admin.cookie)).json()).toMatchObject({ closing_balance: 6.83 });
  });

  it('lists money in before money out written at the same instant, as the balance never went below zero', async () => {
    const at = new Date('2026-09-10T10:00:00Z');
    const [payout] = await t.db.insert(payouts).values({ merchantId: otherMerchantId, amountPence: 1883, reference: 'LULL-SEPT-1' }).returning();
    // Ids that would put the payout first if the instant were the only order.
    await insertRevenueEntry(t.db, { id: 'ffffffff-0000-4000-8000-000000000000', merchantId: otherMerchantId, type: 'adjustment', amountPence: 700, description: 'Correction', createdAt: at });
    await insertRevenueEntry(t.db, { id: '00000000-0000-4000-8000-000000000000', merchantId: otherMerchantId, type: 'payout', amountPence: -1883, payoutId: payout!.id, description: 'Payout', createdAt: at });
    const september = (await statementOf('from=2026-09-01&to=2026-09-30')).json();
    expect(september.lines.map((line: { description: string; balance: number }) => [line.description, line.balance])).toEqual([
      ['Correction', 18.83],
      ['Payout', 0],
    ]);
  });

  it("lists what each payout paid, the oldest money first, a settlement split where a payout paid only part of it", async () => {
    const history = (await call('GET', '/api/merchant/payouts', otherOwner.cookie)).json().items as { id: string; reference: string }[];
    const detailOf = (reference: string, cookie = otherOwner.cookie) => call('GET', `/api/merchant/payouts/${history.find((p) => p.reference === reference)!.id}`, cookie);
    const paidLines = async (reference: string) => {
      const response = await detailOf(reference);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().paid.map((line: { description: string; amount: number; paid: number }) => [line.description, line.amount, line.paid]);
    };
    // £10 of goodwill and the Brow Lift's £28.83 came in; June's £30 paid the goodwill and £20 of the Brow Lift.
    expect(await paidLines('LULL-JUNE-1')).toEqual([
      ['Goodwill', 10, 10],
      ['Brow Lift', 28.83, 20],
    ]);
    // A £2 dispute took the next £2; September's £18.83 paid the Brow Lift's last £6.83 and what came in after it.
    expect(await paidLines('LULL-SEPT-1')).toEqual([
      ['Brow Lift', 28.83, 6.83],
      ['Dispute won', 5, 5],
      ['Correction', 7, 7],
    ]);
    expect((await detailOf('LULL-JUNE-1')).json()).toMatchObject({ reference: 'LULL-JUNE-1', amount: 30, paid: [{ type: 'adjustment', booking_id: null }, { type: 'booking_settled', service_name: 'Brow Lift', booking_date: '2026-06-03' }] });
  });

  it("a payout's detail is for its salon or an admin: another salon's payout is not found", async () => {
    const [june] = (await call('GET', '/api/merchant/payouts', otherOwner.cookie)).json().items.filter((p: { reference: string }) => p.reference === 'LULL-JUNE-1');
    const url = `/api/merchant/payouts/${june.id}`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    const asOwner = await call('GET', url, owner.cookie);
    expect(asOwner.statusCode).toBe(404);
    expect(asOwner.json().error).toBe('Payout not found.');
    expect((await call('GET', url, admin.cookie)).json()).toMatchObject({ business_name: 'Other Place', reference: 'LULL-JUNE-1' });
    expect((await call('GET', '/api/merchant/payouts/not-a-payout', otherOwner.cookie)).statusCode).toBeLessThan(500);
    expect((await call('GET', '/api/merchant/payouts/00000000-0000-4000-8000-000000000001', otherOwner.cookie)).statusCode).toBe(404);
  });
});

describe('the bank account key (config)', () => {
  const base = { NODE_ENV: 'production', PUBLIC_URL, DATABASE_URL: 'postgres://lull@127.0.0.1:5432/lull' };
  const HEX_KEY = 'ab'.repeat(32);

  it('refuses to start in production without a key, or with a malformed one', () => {
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/BANK_ACCOUNT_ENCRYPTION_KEY: required in production/);
    expect(() => loadConfig({ ...base, BANK_ACCOUNT_ENCRYPTION_KEY: 'too-short' })).toThrow(/BANK_ACCOUNT_ENCRYPTION_KEY: expected 32 bytes/);
    expect(() => loadConfig({ ...base, BANK_ACCOUNT_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') })).toThrow(/BANK_ACCOUNT_ENCRYPTION_KEY/);
  });

  it('takes 32 bytes as hex or base64', () => {
    expect(loadConfig({ ...base, BANK_ACCOUNT_ENCRYPTION_KEY: HEX_KEY }).bankAccountKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ ...base, BANK_ACCOUNT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).bankAccountKey).toEqual(Buffer.alloc(32, 7));
  });

  it('outside production makes one key in DATA_DIR, readable only by its owner, and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lull-key-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: join(dataDir, 'nested') }).bankAccountKey;
      const file = join(dataDir, 'nested', DEVELOPMENT_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
      expect(first).toHaveLength(32);
      expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dataDir, 'nested') }).bankAccountKey).toEqual(first);
      // A key given in the environment wins over the file.
      expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: join(dataDir, 'nested'), BANK_ACCOUNT_ENCRYPTION_KEY: HEX_KEY }).bankAccountKey).toEqual(Buffer.alloc(32, 0xab));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
