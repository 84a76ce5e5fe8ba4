import { randomUUID } from 'node:crypto';
import { PAYOUT_MESSAGES } from '@lull/domain/contracts/admin-payouts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { merchants } from '../src/db/schema/merchants';
import { bankAccounts, merchantRevenueEntries, payouts } from '../src/db/schema/payouts';
import { adminActions } from '../src/db/schema/users';
import { adminPayoutMessages } from '../src/modules/payouts/payouts-admin.service';
import { insertRevenueEntry, sumRevenueEntries } from '../src/modules/revenue/revenue.repository';
import { recordBookingSettlement } from '../src/modules/revenue/revenue.service';
import { createPeople, createPerson } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const TODAY = '2026-06-10';
let now = NOW;
let t: TestApp;
let admin: BookingCustomer;
let customer: BookingCustomer;
let merchantCaller: BookingCustomer;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const complete = (merchantId: string, body: Record<string, unknown>, cookie = admin.cookie) => send('POST', `/api/admin/merchant-payouts/${merchantId}/complete`, cookie, body);
const transfer = (reference: string, extra: Record<string, unknown> = {}) => ({ reference, period_start: TODAY, period_end: TODAY, ...extra });
const list = async (query = '') => {
  const response = await send('GET', `/api/admin/merchant-payouts${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    merchants: Array<Record<string, unknown> & { id: string; merchant_revenue_balance: number }>;
    summary: { total_pending: number; merchants_with_banks: number; total_merchants: number };
    total: number;
  };
};

const balanceOf = async (merchantId: string) => (await t.db.select({ b: merchants.revenueBalancePence }).from(merchants).where(eq(merchants.id, merchantId)))[0]!.b;
/** The money rule: the running balance is the ledger's sum, and never below zero. */
async function expectBalanceIsLedger(merchantId: string, pence: number) {
  expect(await balanceOf(merchantId)).toBe(pence);
  expect(await sumRevenueEntries(t.db, merchantId)).toBe(pence);
}
const payoutsOf = (merchantId: string) => t.db.select().from(payouts).where(eq(payouts.merchantId, merchantId));
const payoutEntriesOf = (merchantId: string) =>
  t.db.select().from(merchantRevenueEntries).where(and(eq(merchantRevenueEntries.merchantId, merchantId), eq(merchantRevenueEntries.type, 'payout')));

/**
 * A salon with an owner who can sign in, `balancePence` owed (an adjustment), and a bank account unless told not,
 * verified by an admin unless told not.
 */
async function salon(name: string, balancePence: number, { bank = true, verified = true }: { bank?: boolean; verified?: boolean } = {}) {
  const owner = await createPerson(t.db, NOW, {
    role: 'merchant',
    profile: { firstName: 'Fern', lastName: 'Ali' },
    business: { businessName: name, email: `hello@${name.toLowerCase().replace(/\W+/g, '-')}.example` },
  });
  const merchant = owner.merchant!;
  if (balancePence > 0) await insertRevenueEntry(t.db, { merchantId: merchant.id, type: 'adjustment', amountPence: balancePence, description: 'Opening balance' });
  let accountId: string | null = null;
  if (bank) {
    const added = await send('POST', '/api/merchant/bank-accounts', owner.cookie, {
      account_holder_name: 'Fern Ali',
      bank_name: 'Monzo',
      sort_code: '04-00-04',
      account_number: '31926819',
      account_type: 'business',
      data_consent_given: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    accountId = (added.json() as { id: string }).id;
    if (verified) expect((await send('POST', `/api/admin/bank-accounts/${accountId}/verify`, admin.cookie)).statusCode).toBe(200);
  }
  return { owner, merchantId: merchant.id, accountId };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, customer, merchantCaller] = await createPeople(t.db, NOW, ['admin', 'customer', { role: 'merchant', business: { businessName: 'Caller Salon' } }]);
});
afterAll(() => t?.close());

describe('who may call the admin payout routes', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403) whatever they send, and changes nothing', async () => {
    const { merchantId, accountId, owner } = await salon('Guarded Salon', 4000, { verified: false });
    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/admin/merchant-payouts'],
      ['GET', '/api/admin/merchant-payouts?page=-3'],
      ['POST', `/api/admin/merchant-payouts/${merchantId}/complete`, transfer('GUARD-1')],
      ['POST', `/api/admin/merchant-payouts/${merchantId}/complete`, { reference: '' }],
      ['POST', '/api/admin/merchant-payouts/not-a-uuid/complete', transfer('GUARD-2')],
      ['POST', `/api/admin/bank-accounts/${accountId}/verify`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await send(method, url, customer.cookie, payload)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await send(method, url, merchantCaller.cookie, payload)).statusCode, `${method} ${url} merchant`).toBe(403);
      // The owner of the very business is a merchant too: refused.
      expect((await send(method, url, owner.cookie, payload)).statusCode, `${method} ${url} owner`).toBe(403);
    }
    await expectBalanceIsLedger(merchantId, 4000);
    expect(await payoutsOf(merchantId)).toHaveLength(0);
    expect((await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId!)))[0]!.isVerified).toBe(false);

    // An admin is answered on each: a payout only once the account is verified.
    expect((await send('GET', '/api/admin/merchant-payouts', admin.cookie)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/bank-accounts/${accountId}/verify`, admin.cookie)).statusCode).toBe(200);
    expect((await complete(merchantId, transfer('GUARD-1'))).statusCode).toBe(200);
  });
});

describe('the payouts list (GET /api/admin/merchant-payouts)', () => {
  it('lists businesses with a positive balance, their bank details, last payout and whether they are due, with the totals', async () => {
    const before = await list('?page_size=100');
    const owed = await salon('Listed Lashes', 2500, { verified: false });
    const checked = await salon('Listed Checked', 1500);
    const unbanked = await salon('Listed Unbanked', 1800, { bank: false });
    const below = await salon('Listed Small', 600);
    const nothing = await salon('Listed Nothing', 0);

    const after = await list('?page_size=100');
    const ids = after.merchants.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([owed.merchantId, checked.merchantId, unbanked.merchantId, below.merchantId]));
    expect(ids).not.toContain(nothing.merchantId);
    expect(after.summary).toEqual({
      total_pending: Math.round((before.summary.total_pending + 25 + 15 + 18 + 6) * 100) / 100,
      merchants_with_banks: before.summary.merchants_with_banks + 3,
      total_merchants: before.summary.total_merchants + 4,
    });
    expect(after.total).toBe(after.summary.total_merchants);

    const row = after.merchants.find((item) => item.id === owed.merchantId);
    expect(row).toEqual({
      id: owed.merchantId,
      business_name: 'Listed Lashes',
      user_email: 'hello@listed-lashes.example',
      first_name: 'Fern',
      last_name: 'Ali',
      merchant_revenue_balance: 25,
      bank_account_id: owed.accountId,
      account_holder_name: 'Fern Ali',
      bank_name: 'Monzo',
      sort_code: '04-00-04',
      account_number_last_4: '6819',
      is_verified: false,
      last_payout_date: null,
      // Owed and never paid, but into an account nobody has checked: not due until it is verified.
      due: false,
      payout_frequency: 'weekly',
      minimum_payout: 10,
    });
    // The account number never leaves the server, whole or encrypted.
    expect(JSON.stringify(after)).not.toContain('31926819');
    expect(after.merchants.find((item) => item.id === checked.merchantId)).toMatchObject({ merchant_revenue_balance: 15, is_verified: true, due: true });
    expect(after.merchants.find((item) => item.id === unbanked.merchantId)).toMatchObject({ bank_account_id: null, sort_code: null, is_verified: null, due: false });
    // £6 is under the default £10 minimum: owed, listed, not due.
    expect(after.merchants.find((item) => item.id === below.merchantId)).toMatchObject({ merchant_revenue_balance: 6, due: false });
  });

  it('searches by business name or email and pages, largest balance first', async () => {
    await salon('Paging Salon A', 3000);
    await salon('Paging Salon B', 9000);
    await salon('Paging Salon C', 6000);
    const found = await list('?q=paging%20salon');
    expect(found.merchants.map((row) => row.business_name)).toEqual(['Paging Salon B', 'Paging Salon C', 'Paging Salon A']);
    expect((await list('?q=hello@paging-salon-c')).merchants.map((row) => row.business_name)).toEqual(['Paging Salon C']);
    const second = await list('?q=paging&page=2&page_size=2');
    expect(second.total).toBe(3);
    expect(second.merchants.map((row) => row.business_name)).toEqual(['Paging Salon A']);
    expect((await list('?q=100%25_nothing')).merchants).toEqual([]);
  });
});

describe('recording a payout (POST /api/admin/merchant-payouts/{id}/complete)', () => {
  it('pays the whole balance: one ledger entry, the balance to zero, an audit row, a bell notice and a mail', async () => {
    const { owner, merchantId } = await salon('Paid Salon', 0);
    // Real settled bookings make the balance, as the salon's own Completed does.
    const service = await createService(t.db, merchantId);
    for (const hoursAgo of [48, 24]) {
      const bookingId = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() - hoursAgo * 3_600_000), status: 'completed' });
      await recordBookingSettlement(t.db, { merchantId, bookingId, amountPence: 2883, description: 'Settled', settledByUserId: owner.id });
    }
    await expectBalanceIsLedger(merchantId, 5766);

    const response = await complete(merchantId, transfer('  LULL-0610-PAID  ', { period_start: '2026-06-01', period_end: TODAY }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      payout: {
        id: expect.any(String),
        merchant_id: merchantId,
        business_name: 'Paid Salon',
        amount: 57.66,
        reference: 'LULL-0610-PAID',
        period_start: '2026-06-01',
        period_end: TODAY,
        sort_code: '04-00-04',
        account_number_last_4: '6819',
        created_at: NOW.toISOString(),
      },
      revenue_balance: 0,
      already_recorded: false,
    });
    await expectBalanceIsLedger(merchantId, 0);
    const [entry] = await payoutEntriesOf(merchantId);
    expect(entry).toMatchObject({ amountPence: -5766, payoutId: body.payout.id, createdByUserId: admin.id, description: 'Paid out £57.66 — LULL-0610-PAID' });

    const audit = await t.db.select().from(adminActions).where(eq(adminActions.targetId, body.payout.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payout.record', actorUserId: admin.id, targetType: 'payout', note: 'LULL-0610-PAID', after: expect.objectContaining({ amount: 57.66, revenue_balance: 0 }) });

    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(bell.map((row) => row.title)).toContain('Payout of £57.66 sent to your bank');
    expect(bell.find((row) => row.type === 'payout_completed')?.message).toBe('We have paid £57.66 to your bank account ending 6819 (reference LULL-0610-PAID).');
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mail.map((row) => row.subject)).toEqual(['Payout of £57.66 sent to your bank']);
    expect(mail[0]!.text).toContain('with the reference LULL-0610-PAID');
    expect(mail[0]!.text).toContain('Your revenue balance is now £0.00.');

    // Paid: no longer listed as owed; the salon's own page shows the payout entry and a balance of £0.00.
    expect((await list('?q=paid%20salon')).merchants).toEqual([]);
    const revenue = (await send('GET', '/api/merchant/revenue', owner.cookie)).json();
    expect(revenue.revenue_balance).toBe(0);
    expect(revenue.last_payout).toEqual({ amount: 57.66, reference: 'LULL-0610-PAID', paid_at: NOW.toISOString() });
    expect(revenue.entries.items[0]).toMatchObject({ type: 'payout', amount: -57.66, payout_id: body.payout.id, description: 'Paid out £57.66 — LULL-0610-PAID' });
  });

  it('pays part of the balance when given an amount; the list then shows the last payout and the salon is not due until its next date', async () => {
    const { merchantId } = await salon('Partial Salon', 5000);
    const response = await complete(merchantId, transfer('PART-1', { amount: 20.5 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ payout: { amount: 20.5 }, revenue_balance: 29.5, already_recorded: false });
    await expectBalanceIsLedger(merchantId, 2950);
    const row = (await list('?q=partial%20salon')).merchants[0];
    expect(row).toMatchObject({ merchant_revenue_balance: 29.5, last_payout_date: NOW.toISOString(), due: false });
    // Weekly: paid on Wednesday, due again on Monday 15 June.
    now = new Date('2026-06-15T08:00:00Z');
    try {
      expect((await list('?q=partial%20salon')).merchants[0]).toMatchObject({ due: true });
    } finally {
      now = NOW;
    }
  });

  it('refuses a business without a bank account, one whose account nobody verified, one with nothing owed, an amount over the balance, and an unknown business', async () => {
    const unbanked = await salon('No Bank Salon', 3000, { bank: false });
    const noBank = await complete(unbanked.merchantId, transfer('NB-1'));
    expect(noBank.statusCode).toBe(409);
    expect(noBank.json()).toEqual({ error: adminPayoutMessages.noBankAccount });
    await expectBalanceIsLedger(unbanked.merchantId, 3000);

    const unchecked = await salon('Unchecked Salon', 3000, { verified: false });
    const notVerified = await complete(unchecked.merchantId, transfer('UV-1'));
    expect(notVerified.statusCode).toBe(409);
    expect(notVerified.json()).toEqual({ error: 'This bank account is not verified yet. Verify it before recording a payout to it.' });
    await expectBalanceIsLedger(unchecked.merchantId, 3000);
    expect(await payoutsOf(unchecked.merchantId)).toHaveLength(0);

    const empty = await salon('Zero Salon', 0);
    const zero = await complete(empty.merchantId, transfer('ZERO-1'));
    expect(zero.statusCode).toBe(409);
    expect(zero.json()).toEqual({ error: adminPayoutMessages.nothingOwed });
    await expectBalanceIsLedger(empty.merchantId, 0);

    const small = await salon('Over Salon', 1500);
    const over = await complete(small.merchantId, transfer('OVER-1', { amount: 15.01 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('The payout of £15.01 is more than the balance of £15.00.');
    await expectBalanceIsLedger(small.merchantId, 1500);
    expect((await complete(small.merchantId, transfer('OVER-2', { amount: 15 }))).statusCode).toBe(200);
    await expectBalanceIsLedger(small.merchantId, 0);

    expect((await complete(randomUUID(), transfer('GHOST-1'))).json()).toEqual({ error: adminPayoutMessages.notFound });
    expect((await complete(randomUUID(), transfer('GHOST-1'))).statusCode).toBe(404);
    for (const id of [unbanked.merchantId, empty.merchantId, small.merchantId]) expect(await payoutsOf(id)).toHaveLength(id === small.merchantId ? 1 : 0);
  });

  it('needs a transfer reference (trimmed), real dates in order, and an amount in pence: a 400 naming the field', async () => {
    const { merchantId } = await salon('Form Salon', 2000);
    for (const body of [{ period_start: TODAY, period_end: TODAY }, transfer(''), transfer('    ')]) {
      const response = await complete(merchantId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: PAYOUT_MESSAGES.referenceRequired, fields: { reference: PAYOUT_MESSAGES.referenceRequired } });
    }
    expect((await complete(merchantId, transfer('x'.repeat(101)))).json().fields).toEqual({ reference: PAYOUT_MESSAGES.referenceTooLong });
    expect((await complete(merchantId, transfer('DATE-1', { period_start: '2026-02-30' }))).json().fields).toEqual({ period_start: PAYOUT_MESSAGES.dateInvalid });
    expect((await complete(merchantId, transfer('DATE-2', { period_start: '2026-06-11', period_end: '2026-06-10' }))).json().fields).toEqual({ period_end: PAYOUT_MESSAGES.periodOrder });
    for (const amount of [0, -5, 1.005, 'ten']) {
      const response = await complete(merchantId, transfer('AMT-1', { amount }));
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(response.json().fields).toEqual({ amount: PAYOUT_MESSAGES.amountInvalid });
    }
    expect((await send('POST', '/api/admin/merchant-payouts/not-a-uuid/complete', admin.cookie, transfer('X'))).statusCode).toBe(400);
    await expectBalanceIsLedger(merchantId, 2000);
    expect(await payoutsOf(merchantId)).toHaveLength(0);
  });

  it('the same reference sent again is the same payout: answered again, debited once', async () => {
    const { merchantId } = await salon('Twice Salon', 4200);
    const first = await complete(merchantId, transfer('TWICE-1', { amount: 20 }));
    expect(first.json()).toMatchObject({ revenue_balance: 22, already_recorded: false });
    // Sent again, even with another amount or padded: the transfer it names has been recorded.
    for (const again of [transfer('TWICE-1', { amount: 20 }), transfer(' TWICE-1 '), transfer('TWICE-1', { amount: 5 })]) {
      const response = await complete(merchantId, again);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...first.json(), already_recorded: true });
    }
    expect(await payoutsOf(merchantId)).toHaveLength(1);
    expect(await payoutEntriesOf(merchantId)).toHaveLength(1);
    await expectBalanceIsLedger(merchantId, 2200);
    // A resend after the balance reached zero still answers the recorded payout, not "nothing owed".
    expect((await complete(merchantId, transfer('TWICE-2'))).json()).toMatchObject({ payout: { amount: 22 }, revenue_balance: 0 });
    expect((await complete(merchantId, transfer('TWICE-2'))).json()).toMatchObject({ payout: { amount: 22 }, already_recorded: true });
    await expectBalanceIsLedger(merchantId, 0);
    expect(await t.db.select().from(adminActions).where(and(eq(adminActions.action, 'payout.record'), eq(adminActions.note, 'TWICE-1')))).toHaveLength(1);
  });

  it('20 concurrent records of one transfer debit once', async () => {
    const { merchantId } = await salon('Race Salon', 9999);
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(merchantId, transfer('RACE-1'))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const payoutIds = new Set(responses.map((response) => response.json().payout.id));
    expect(payoutIds.size).toBe(1);
    expect(responses.filter((response) => response.json().already_recorded === false)).toHaveLength(1);
    expect(await payoutsOf(merchantId)).toHaveLength(1);
    expect(await payoutEntriesOf(merchantId)).toHaveLength(1);
    await expectBalanceIsLedger(merchantId, 0);
  });

  it('20 concurrent transfers with their own references never pay out more than the balance', async () => {
    const { merchantId } = await salon('Rush Salon', 5000);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => complete(merchantId, transfer(`RUSH-${index}`, { amount: 10 }))));
    const paid = responses.filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(15);
    expect(await payoutEntriesOf(merchantId)).toHaveLength(5);
    await expectBalanceIsLedger(merchantId, 0);
  });
});

describe('verifying a bank account (POST /api/admin/bank-accounts/{id}/verify)', () => {
  it('marks it verified once, with an audit row and a note to the owner; the owner and the list see Verified', async () => {
    const { owner, merchantId, accountId } = await salon('Verify Salon', 1200, { verified: false });
    const response = await send('POST', `/api/admin/bank-accounts/${accountId}/verify`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: accountId, merchant_id: merchantId, is_verified: true });
    const again = await send('POST', `/api/admin/bank-accounts/${accountId}/verify`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminPayoutMessages.alreadyVerified });
    expect(await t.db.select().from(adminActions).where(and(eq(adminActions.action, 'bank_account.verify'), eq(adminActions.targetId, merchantId)))).toHaveLength(1);
    expect((await t.db.select().from(notifications).where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'bank_account_verified')))).map((row) => row.title)).toEqual([
      'Bank account verified',
    ]);
    expect((await send('GET', '/api/merchant/bank-accounts', owner.cookie)).json()[0]).toMatchObject({ id: accountId, is_verified: true });
    expect((await list('?q=verify%20salon')).merchants[0]).toMatchObject({ is_verified: true });

    expect((await send('POST', `/api/admin/bank-accounts/${randomUUID()}/verify`, admin.cookie)).json()).toEqual({ error: adminPayoutMessages.bankAccountNotFound });
    expect((await send('POST', '/api/admin/bank-accounts/nope/verify', admin.cookie)).statusCode).toBe(400);
  });
});
