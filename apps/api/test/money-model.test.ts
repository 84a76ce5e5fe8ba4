import { type BookingMoneyOutcome, splitBookingMoney } from '@lull/domain/booking-money';
import { addDaysToDate, londonDateOf } from '@lull/domain/london-time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, refundRequests } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { merchants } from '../src/db/schema/merchants';
import { merchantRevenueEntries, payouts } from '../src/db/schema/payouts';
import type { PaymentGateway } from '../src/integrations/payments/payment-gateway';
import { createSandboxGateway } from '../src/integrations/payments/sandbox-gateway';
import { startSession } from '../src/modules/auth/sessions';
import { settleLateCancellations } from '../src/modules/bookings/late-cancellation-settlement';
import { createPeople } from './support/actors';
import { type BookingCustomer, createCustomers } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A model-based test of the money side (decision 020): fast-check runs random sequences of what customers, the salon
 * and admins do (book and pay, cancel early, close an account just before a booking, complete, no-show, refund, pay
 * out, grant credit, let time pass) through the real app, and after every step reads the database and the
 * gateway's record and checks that every pound is where the rules say: for each booking, paid = returned + salon
 * + processor + Lull + held; each salon's balance is the sum of its ledger and never negative, its statement closes
 * at that balance line by line, and its payouts never exceed its settlements; each customer's credit is the sum of their ledger and never negative; no refund is
 * paid twice.
 */

const START = new Date('2026-06-08T07:00:00Z'); // Monday 8 June 2026, 08:00 in London.
let now = START;
let t: TestApp;
let admin: BookingCustomer;
let owner: BookingCustomer;
let merchantId: string;
let serviceIds: string[];

/** The gateway's own record of refunds: one per idempotency key, as Stripe answers a repeat with the first refund. */
const refundsPaid = new Map<string, { intentId: string; amountPence: number }>();
function recordingGateway(): PaymentGateway {
  const sandbox = createSandboxGateway();
  return {
    ...sandbox,
    async refundPayment(input) {
      const first = refundsPaid.get(input.idempotencyKey);
      if (first) return { refundId: `re_${input.idempotencyKey}` };
      refundsPaid.set(input.idempotencyKey, { intentId: input.intentId, amountPence: input.amountPence });
      return sandbox.refundPayment(input).then(() => ({ refundId: `re_${input.idempotencyKey}` }));
    },
  };
}

let requests = 0;
/**
 * A request as `person`, signed in afresh at the test's clock (days pass in a run: a week idle ends a session),
 * from an address of its own: the payment routes' per-address limits are for the internet, not for one test.
 */
async function send(method: InjectOptions['method'], url: string, person: { id: string }, payload?: object) {
  const cookie = `lull_session=${(await startSession(t.db, person.id, now, 'lull-test')).token}`;
  requests += 1;
  const remoteAddress = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return t.app.inject({ method, url, remoteAddress, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** What the runs did, so the test can show it exercised every path rather than refusals only. */
const happened = { paid: 0, cancelled: 0, settled: 0, refunded: 0, paidOut: 0, lateSettled: 0 };

interface World {
  customers: (BookingCustomer & { closed: boolean })[];
  bookingIds: string[];
  payoutCount: number;
}

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

async function bookAndPay(world: World, customerPick: number, servicePick: number, daysAhead: number, hour: number, useCredit: boolean) {
  const customer = world.customers[customerPick % world.customers.length]!;
  if (customer.closed) return;
  const date = addDaysToDate(londonDateOf(now), daysAhead);
  const held = await send('POST', '/api/bookings', customer, {
    service_id: serviceIds[servicePick % serviceIds.length],
    booking_date: date,
    booking_time: `${String(hour).padStart(2, '0')}:00`,
    agreed_to_terms: true,
  });
  // A taken, past or closed time is refused: the customer picks another.
  if (held.statusCode !== 201) return expect([409, 400, 422]).toContain(held.statusCode);
  const bookingId = held.json().id as string;
  const intent = await send('POST', '/api/payments/create-intent', customer, { booking_id: bookingId, credits_used: useCredit ? 5 : 0 });
  // £5 of credit covers a free service's booking fee: it is confirmed without a card.
  const paid = /without a card/.test(intent.body)
    ? await send('POST', `/api/bookings/${bookingId}/confirm`, customer, { credits_used: 5 })
    : await send('POST', '/api/payments/confirm', customer, { payment_intent_id: intent.json().payment_intent_id, payment_method: { card } });
  expect(paid.statusCode, paid.body).toBe(200);
  world.bookingIds.push(bookingId);
  happened.paid += 1;
}

async function cancelEarly(world: World, pick: number) {
  const booking = await pickBooking(world, pick);
  if (!booking) return;
  const customer = world.customers.find((c) => c.id === booking.userId);
  if (!customer || customer.closed) return;
  const response = await send('POST', `/api/bookings/${booking.id}/cancel`, customer);
  // Within 24 hours, or already cancelled or settled: refused, and nothing moves.
  expect([200, 409]).toContain(response.statusCode);
  if (response.statusCode === 200) happened.cancelled += 1;
}

async function closeAccount(world: World, pick: number) {
  const customer = world.customers[pick % world.customers.length]!;
  if (customer.closed) return;
  const response = await send('DELETE', '/api/users/me', customer);
  expect(response.statusCode, response.body).toBe(200);
  customer.closed = true;
}

async function settle(world: World, pick: number, status: 'completed' | 'no-show') {
  const booking = await pickBooking(world, pick);
  if (!booking) return;
  const response = await send('PUT', `/api/bookings/${booking.id}/status`, owner, { status });
  // Not started yet, already settled or cancelled: refused.
  expect([200, 409]).toContain(response.statusCode);
  if (response.statusCode === 200) happened.settled += 1;
}

async function completeRefund(pick: number, twice: boolean) {
  const pending = await t.db.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.status, 'pending')).orderBy(refundRequests.requestedAt);
  const request = pending[pick % Math.max(1, pending.length)];
  if (!request) return;
  const url = `/api/admin/refund-requests/${request.id}/complete`;
  const answers = await Promise.all((twice ? [1, 2] : [1]).map(() => send('POST', url, admin, { admin_notes: 'model' })));
  expect(answers.map((a) => a.statusCode)).toContain(200);
  for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
  happened.refunded += 1;
}

async function payOut(world: World, twice: boolean) {
  world.payoutCount += 1;
  const today = londonDateOf(now);
  const body = { reference: `MODEL-${world.payoutCount}`, period_start: today, period_end: today };
  const url = `/api/admin/merchant-payouts/${merchantId}/complete`;
  const answers = await Promise.all((twice ? [1, 2] : [1]).map(() => send('POST', url, admin, body)));
  // Nothing to pay is refused with a 4xx; a repeat of the same reference is the same payout.
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
  if (answers.some((a) => a.statusCode === 200 || a.statusCode === 201)) happened.paidOut += 1;
}

async function grantCredit(world: World, pick: number, pounds: number) {
  const customer = world.customers[pick % world.customers.length]!;
  if (customer.closed) return;
  const response = await send('POST', `/api/admin/users/${customer.id}/grant-credit`, admin, { amount: pounds, reason: 'Goodwill' });
  expect(response.statusCode, response.body).toBe(200);
}

async function timePasses(hours: number) {
  now = new Date(now.getTime() + hours * 3_600_000);
  happened.lateSettled += await settleLateCancellations(t.db, () => now);
}

async function pickBooking(world: World, pick: number) {
  const id = world.bookingIds[pick % Math.max(1, world.bookingIds.length)];
  if (!id) return undefined;
  return (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every money rule of decision 020, read back from the database and the gateway. */
async function checkMoney(world: World) {
  if (world.bookingIds.length > 0) {
    const rows = await t.db.select().from(bookings).where(inArray(bookings.id, world.bookingIds));
    const credit = await t.db.select().from(creditLedgerEntries).where(inArray(creditLedgerEntries.referenceId, world.bookingIds));
    const charges = await t.db.select().from(payments).where(inArray(payments.bookingId, world.bookingIds));
    const settlements = await t.db.select().from(merchantRevenueEntries).where(inArray(merchantRevenueEntries.bookingId, world.bookingIds));
    const refunds = await t.db.select().from(refundRequests).where(inArray(refundRequests.bookingId, world.bookingIds));
    for (const booking of rows) {
      const charge = charges.find((p) => p.bookingId === booking.id && p.status !== 'failed' && p.status !== 'requires_payment_method' && p.status !== 'cancelled');
      const creditSpent = -sum(credit.filter((e) => e.referenceId === booking.id && e.type === 'spent').map((e) => e.amountPence));
      const creditBack = sum(credit.filter((e) => e.referenceId === booking.id && e.type === 'refund').map((e) => e.amountPence));
      const cardBack = sum([...refundsPaid.values()].filter((r) => r.intentId === charge?.gatewayReference).map((r) => r.amountPence));
      const salon = sum(settlements.filter((e) => e.bookingId === booking.id).map((e) => e.amountPence));
      const request = refunds.find((r) => r.bookingId === booking.id);

      // What the customer paid, read from the credit ledger and the charge: the booking's final price.
      expect(creditSpent + (charge?.amountPence ?? 0)).toBe(booking.finalPricePence);
      const settledToSalon = booking.status === 'completed' || booking.status === 'no_show' || booking.lateCancellationSettledAt !== null;
      const outcome: BookingMoneyOutcome = request
        ? { kind: 'refunded', refundPence: request.creditsRestoredPence + request.cardRefundPence, pendingPence: request.status === 'pending' ? request.cardRefundPence : 0 }
        : settledToSalon
          ? { kind: 'settled' }
          : { kind: 'held' };
      const split = splitBookingMoney(booking, outcome);
      // The rules' shares are what the ledgers hold…
      expect(split.salonPence).toBe(salon);
      expect(split.returnedPence).toBe(creditBack + cardBack);
      // …and together they are what was paid, to the penny.
      expect(split.returnedPence + split.salonPence + split.processorPence + split.lullPence + split.heldPence).toBe(creditSpent + (charge?.amountPence ?? 0));
      expect(creditBack).toBeLessThanOrEqual(creditSpent);
      expect(cardBack).toBeLessThanOrEqual(charge?.amountPence ?? 0);
    }
  }

  const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
  const ledger = await t.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.merchantId, merchantId));
  const paidOut = await t.db.select().from(payouts).where(eq(payouts.merchantId, merchantId));
  expect(merchant!.revenueBalancePence).toBe(sum(ledger.map((e) => e.amountPence)));
  expect(merchant!.revenueBalancePence).toBeGreaterThanOrEqual(0);
  // Each payout is one debit of its amount.
  expect(sum(paidOut.map((p) => p.amountPence)) + sum(ledger.filter((e) => e.type === 'payout').map((e) => e.amountPence))).toBe(0);
  expect(sum(paidOut.map((p) => p.amountPence))).toBeLessThanOrEqual(sum(ledger.filter((e) => e.type === 'booking_settled').map((e) => e.amountPence)));
  // The salon's statement up to today closes at its balance, every line the one before plus its amount. The ledger's
  // entries carry the database's clock, not the test's, so the statement runs to the real today.
  const today = londonDateOf(new Date());
  const statement = (await send('GET', `/api/merchant/statements?from=${addDaysToDate(today, -30)}&to=${today}`, owner)).json();
  const pence = (pounds: number) => Math.round(pounds * 100);
  expect(pence(statement.closing_balance)).toBe(merchant!.revenueBalancePence);
  expect(statement.lines).toHaveLength(ledger.length);
  let balance = pence(statement.opening_balance);
  for (const line of statement.lines) {
    balance += pence(line.amount);
    expect(pence(line.balance)).toBe(balance);
  }

  // Lull's reconciliation of every booking so far finds each penny where the records say, and the salon's share
  // paid out or owed as its ledger has it.
  const reconciliation = (await send('GET', `/api/admin/reconciliation?from=${londonDateOf(START)}&to=${addDaysToDate(londonDateOf(now), 1)}`, admin)).json();
  expect(reconciliation.differences).toEqual([]);
  expect(reconciliation.totals.difference).toBe(0);
  const settledToSalon = sum(ledger.filter((e) => e.type === 'booking_settled').map((e) => e.amountPence));
  expect(pence(reconciliation.totals.paid_out_to_salons) + pence(reconciliation.totals.owed_to_salons)).toBe(settledToSalon);
  expect(pence(reconciliation.totals.owed_to_salons)).toBe(merchant!.revenueBalancePence);

  const balances = await t.db
    .select({ userId: creditLedgerEntries.userId, balance: sql<number>`sum(${creditLedgerEntries.amountPence})::int` })
    .from(creditLedgerEntries)
    .where(inArray(creditLedgerEntries.userId, world.customers.map((c) => c.id)))
    .groupBy(creditLedgerEntries.userId);
  for (const { balance } of balances) expect(balance).toBeGreaterThanOrEqual(0);
}

/** One thing someone does, then every rule checked: a fast-check command over the real app. */
class Step implements fc.AsyncCommand<World, object> {
  constructor(
    private readonly label: string,
    private readonly act: (world: World) => Promise<void>,
  ) {}
  check = () => true;
  async run(world: World) {
    await this.act(world);
    await checkMoney(world);
  }
  toString = () => this.label;
}

const step = (label: string, act: (world: World) => Promise<void>) => new Step(label, act);
const book = fc
  .tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 10, max: 16 }), fc.boolean())
  .map(([c, s, d, h, credit]) => step(`book ${c} ${s} +${d}d ${h}:00${credit ? ' credit' : ''}`, (w) => bookAndPay(w, c, s, d, h, credit)));
const settleOne = fc.tuple(fc.nat(), fc.constantFrom('completed' as const, 'no-show' as const)).map(([b, s]) => step(`${s} ${b}`, (w) => settle(w, b, s)));
const timePassing = fc.integer({ min: 1, max: 20 }).map((hours) => step(`${hours} hours pass`, () => timePasses(hours)));
// Booking, settling and time passing weigh more: most other steps need a booking, and a booking's time to come.
const commands = [
  book,
  book,
  book,
  settleOne,
  timePassing,
  timePassing,
  fc.nat().map((b) => step(`cancel ${b}`, (w) => cancelEarly(w, b))),
  fc.nat().map((c) => step(`close account ${c}`, (w) => closeAccount(w, c))),
  fc.tuple(fc.nat(), fc.boolean()).map(([r, twice]) => step(`refund ${r}${twice ? ' twice' : ''}`, () => completeRefund(r, twice))),
  fc.boolean().map((twice) => step(`payout${twice ? ' twice' : ''}`, (w) => payOut(w, twice))),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 })).map(([c, pounds]) => step(`grant £${pounds} to ${c}`, (w) => grantCredit(w, c, pounds))),
];

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, paymentGateway: recordingGateway() });
  [admin, owner] = await createPeople(t.db, START, ['admin', 'merchant']);
  // Open every day, so any of the next few days has free times.
  const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 08:00-20:00`).join(', ');
  ({ id: merchantId } = (await createMerchant(t.db, { userId: owner.id, availabilityHours: everyDay })).merchant);
  serviceIds = [
    (await createService(t.db, merchantId, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 60 })).id,
    (await createService(t.db, merchantId, { name: 'Skin Consultation', pricePence: 0, offPeakPricePence: null, durationMinutes: 30 })).id,
    (await createService(t.db, merchantId, { name: 'Signature Facial', pricePence: 12_000, offPeakPricePence: 9_000, durationMinutes: 90 })).id,
  ];
  const bank = await send('POST', '/api/merchant/bank-accounts', owner, {
    account_holder_name: 'Model Salon',
    bank_name: 'Monzo',
    sort_code: '040004',
    account_number: '31926819',
    account_type: 'business',
    data_consent_given: true,
  });
  expect(bank.statusCode, bank.body).toBe(201);
  // Payouts go only into an account Lull's team verified.
  expect((await send('POST', `/api/admin/bank-accounts/${bank.json().id}/verify`, admin)).statusCode).toBe(200);
});
afterAll(() => t?.close());

const newWorld = async (): Promise<World> => ({ customers: (await createCustomers(t.db, 3, now)).map((c) => ({ ...c, closed: false })), bookingIds: [], payoutCount: 0 });

describe('the money identities hold after every step of any sequence (model-based)', () => {
  it('a day with one of each: an early cancellation refunded, a late one settled to the salon, a visit, a payout', async () => {
    Object.assign(happened, { paid: 0, cancelled: 0, settled: 0, refunded: 0, paidOut: 0, lateSettled: 0 });
    const world = await newWorld();
    const script: [string, () => Promise<void>][] = [
      ['a facial on Wednesday, with credit', () => bookAndPay(world, 0, 0, 2, 10, true)],
      ['a signature facial at 14:00 today', () => bookAndPay(world, 1, 2, 0, 14, false)],
      ['a free consultation at 10:00 today', () => bookAndPay(world, 2, 1, 0, 10, false)],
      ['Wednesday is cancelled 2 days ahead', () => cancelEarly(world, 0)],
      ['the 14:00 customer closes their account', () => closeAccount(world, 1)],
      ['3 hours pass', () => timePasses(3)],
      ['the consultation is completed', () => settle(world, 2, 'completed')],
      ['4 hours pass: the 14:00 appointment time is over', () => timePasses(4)],
      ['two admins complete the refund at once', () => completeRefund(0, true)],
      ['the salon is paid out, the request sent twice', () => payOut(world, true)],
      ['a goodwill credit', () => grantCredit(world, 0, 4)],
    ];
    for (const [, act] of script) {
      await act();
      await checkMoney(world);
    }
    expect(happened).toEqual({ paid: 3, cancelled: 1, settled: 1, refunded: 1, paidOut: 1, lateSettled: 1 });
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(merchant!.revenueBalancePence).toBe(0);
    expect([...refundsPaid.values()]).toHaveLength(1);
  });

  it('book, pay, cancel early, cancel late, complete, no-show, refund, pay out, grant credit, time passing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'medium' }), async (sequence) => {
        const world = await newWorld();
        await fc.asyncModelRun(() => ({ model: world, real: {} }), sequence);
      }),
      { numRuns: Number(process.env.MONEY_MODEL_RUNS ?? 12), endOnFailure: true },
    );
  }, 300_000);
});
