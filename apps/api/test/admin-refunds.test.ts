import { randomUUID } from 'node:crypto';
import { REFUND_NOTES_MAX_LENGTH } from '@lull/domain/contracts/admin-refunds';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { notifications } from '../src/db/schema/messaging';
import { adminActions, users } from '../src/db/schema/users';
import { PaymentGatewayError, type PaymentGateway } from '../src/integrations/payments/payment-gateway';
import { createSandboxGateway } from '../src/integrations/payments/sandbox-gateway';
import { refundMessages } from '../src/modules/refunds/refunds.service';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { FAKE_SECRET_KEY, startFakeStripe, stripeEnv, type FakeStripe } from './support/stripe-fake';
import { createTestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London: every booking below is at least 24 hours ahead, so it refunds.
const NOW = new Date('2026-06-10T07:00:00Z');
const WEEKDAYS = ['2026-06-11', '2026-06-12', '2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-22', '2026-06-23'];
const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
const engine = usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection: requests serialise';

/** The sandbox with a hand on its refunds: queued failures, a delay (to widen races) and every call recorded. */
function scriptableSandbox() {
  const sandbox = createSandboxGateway();
  const failures: PaymentGatewayError[] = [];
  const calls: { intentId: string; amountPence: number; idempotencyKey: string }[] = [];
  let delayMs = 0;
  const gateway: PaymentGateway = {
    ...sandbox,
    async refundPayment(input) {
      calls.push({ intentId: input.intentId, amountPence: input.amountPence, idempotencyKey: input.idempotencyKey });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const failure = failures.shift();
      if (failure) throw failure;
      return sandbox.refundPayment(input);
    },
  };
  return {
    gateway,
    calls,
    failNext: (...errors: PaymentGatewayError[]) => failures.push(...errors),
    setDelay: (ms: number) => {
      delayMs = ms;
    },
  };
}

/** One app (sandbox or Stripe) with an admin, a merchant's owner, customers and a bookable service. */
async function world(options: { paymentGateway?: PaymentGateway; env?: Record<string, string> }) {
  const t = await createTestApp({ clock: () => NOW, ...options });
  const [admin, owner, ...customers] = await createPeople(t.db, NOW, [
    { role: 'admin', profile: { firstName: 'Ada', lastName: 'Admin' } },
    'merchant',
    ...Array.from({ length: 6 }, () => 'customer' as const),
  ]);
  const { merchant } = await createMerchant(t.db, { businessName: 'Quiet Hands' } as never);
  const service = await createService(t.db, merchant.id, { name: 'Gel Manicure', pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 } as never);
  let slot = 0;
  const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

  /** Holds a slot, pays for it (with `credits` pounds of credit) through `pay`, and answers the booking and intent ids. */
  async function paidBooking(customer: BookingCustomer, credits: number, pay: (intent: { payment_intent_id: string; client_secret: string | null }) => Promise<InjectOptions['payload']>) {
    const index = slot++;
    const date = WEEKDAYS[Math.floor(index / 10)]!;
    const time = `${String(10 + Math.floor((index % 10) / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
    const held = await send('POST', '/api/bookings', customer.cookie, { service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true });
    if (held.statusCode !== 201) throw new Error(held.body);
    const bookingId = held.json().id as string;
    const intent = await send('POST', '/api/payments/create-intent', customer.cookie, { booking_id: bookingId, credits_used: credits });
    if (intent.statusCode !== 200) throw new Error(intent.body);
    const confirmed = await send('POST', '/api/payments/confirm', customer.cookie, await pay(intent.json()));
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
    return { bookingId, intentId: intent.json().payment_intent_id as string };
  }

  /** A paid booking the customer cancels in time: its refund request, as the admin's list shows it. */
  async function refundRequestFor(customer: BookingCustomer, credits: number, pay: Parameters<typeof paidBooking>[2]) {
    const { bookingId, intentId } = await paidBooking(customer, credits, pay);
    const cancelled = await send('POST', `/api/bookings/${bookingId}/cancel`, customer.cookie);
    if (cancelled.statusCode !== 200) throw new Error(cancelled.body);
    const page = (await send('GET', `/api/admin/refund-requests?q=${bookingId}`, admin!.cookie)).json();
    expect(page.items).toHaveLength(1);
    return { ...page.items[0], intentId } as { id: string; booking_id: string; stripe_amount: number; credits_used: number; total_paid: number; intentId: string };
  }

  const complete = (id: string, payload: unknown = { admin_notes: '' }, cookie = admin!.cookie) => send('POST', `/api/admin/refund-requests/${id}/complete`, cookie, payload);
  const requestRow = async (id: string) => (await t.db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]!;
  const creditRefundsOf = (userId: string, bookingId: string) =>
    t.db
      .select()
      .from(creditLedgerEntries)
      .where(and(eq(creditLedgerEntries.userId, userId), eq(creditLedgerEntries.type, 'refund'), eq(creditLedgerEntries.referenceId, bookingId)));
  const auditOf = (id: string) => t.db.select().from(adminActions).where(eq(adminActions.targetId, id));
  const noticesOf = (userId: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'refund_completed')));
  const mailTo = async (email: string) => ((await send('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json() as { subject: string; text: string }[]).filter((mail) => mail.subject.startsWith('Your refund'));

  return { t, admin: admin!, owner: owner!, customers, send, paidBooking, refundRequestFor, complete, requestRow, creditRefundsOf, auditOf, noticesOf, mailTo };
}

const sandboxCard = async (intent: { payment_intent_id: string }) => ({ payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } });

describe('refund requests on the sandbox gateway', () => {
  const sandbox = scriptableSandbox();
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world({ paymentGateway: sandbox.gateway });
  });
  afterAll(() => w.t.close());

  it('refuses a signed-out caller (401), a customer and a merchant (403) on every route, whatever they send, and answers an admin', async () => {
    const request = await w.refundRequestFor(w.customers[0]!, 0, sandboxCard);
    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/admin/refund-requests'],
      ['GET', '/api/admin/refund-requests?status=nonsense&page=-1'],
      ['POST', `/api/admin/refund-requests/${request.id}/complete`, { admin_notes: 'sneaky' }],
      ['POST', `/api/admin/refund-requests/${request.id}/complete`, { admin_notes: 42 }],
      ['POST', '/api/admin/refund-requests/not-a-uuid/complete', {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await w.send(method, url, undefined, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await w.send(method, url, w.customers[0]!.cookie, payload)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await w.send(method, url, w.owner.cookie, payload)).statusCode, `${method} ${url} merchant`).toBe(403);
    }
    expect(sandbox.calls).toHaveLength(0);
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await w.auditOf(request.id)).toHaveLength(0);
    expect((await w.send('GET', '/api/admin/refund-requests', w.admin.cookie)).statusCode).toBe(200);
    expect((await w.complete(request.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request, 400 for a malformed id, a bad filter or notes that are too long', async () => {
    expect((await w.complete(randomUUID())).json()).toEqual({ error: refundMessages.notFound });
    expect((await w.complete(randomUUID())).statusCode).toBe(404);
    expect((await w.complete('not-a-uuid')).statusCode).toBe(400);
    expect((await w.send('GET', '/api/admin/refund-requests?status=lost', w.admin.cookie)).statusCode).toBe(400);
    const request = await w.refundRequestFor(w.customers[1]!, 0, sandboxCard);
    const tooLong = await w.complete(request.id, { admin_notes: 'x'.repeat(REFUND_NOTES_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: `Admin notes must be ${REFUND_NOTES_MAX_LENGTH} characters or fewer.`, fields: { admin_notes: expect.any(String) } });
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending' });
  });

  it('lists requests with the spec fields, searched by customer, email, service and booking id, filtered, paged, with the pending count', async () => {
    const customer = w.customers[2]!;
    await w.t.db.update(users).set({ firstName: 'Zanele', lastName: 'Okafor' }).where(eq(users.id, customer.id));
    const request = await w.refundRequestFor(customer, 3, sandboxCard);
    const page = (await w.send('GET', '/api/admin/refund-requests?q=zanele', w.admin.cookie)).json();
    expect(page.items).toHaveLength(1);
    // £35 (off-peak £30 + £5 fee), £3 of it credit: the card gets £35 − £5 fee − £1.32 processing − £3 credit.
    expect(page.items[0]).toEqual({
      id: request.id,
      booking_id: request.booking_id,
      user_first_name: 'Zanele',
      user_last_name: 'Okafor',
      user_email: customer.email,
      service_name: 'Gel Manicure',
      merchant_business_name: 'Quiet Hands',
      total_paid: 35,
      credits_used: 3,
      stripe_amount: 25.68,
      status: 'pending',
      // Written by the cancellation with the database's clock, not the app's.
      requested_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      admin_notes: null,
      completed_at: null,
      last_failure: null,
      reason: 'cancellation',
    });
    for (const q of [customer.email.toUpperCase(), 'OKAFOR', request.booking_id.slice(0, 13)]) {
      expect((await w.send('GET', `/api/admin/refund-requests?q=${encodeURIComponent(q)}`, w.admin.cookie)).json().items.map((item: { id: string }) => item.id), q).toEqual([request.id]);
    }
    const byService = (await w.send('GET', '/api/admin/refund-requests?q=gel%20mani&page_size=100', w.admin.cookie)).json();
    expect(byService.items.map((item: { id: string }) => item.id)).toContain(request.id);
    expect((await w.send('GET', '/api/admin/refund-requests?q=nobody-called-this', w.admin.cookie)).json()).toMatchObject({ items: [], total: 0 });

    const all = (await w.send('GET', '/api/admin/refund-requests?page_size=100', w.admin.cookie)).json();
    const pending = (await w.send('GET', '/api/admin/refund-requests?status=pending&page_size=100', w.admin.cookie)).json();
    const completed = (await w.send('GET', '/api/admin/refund-requests?status=completed&page_size=100', w.admin.cookie)).json();
    expect(pending.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(completed.items.every((item: { status: string }) => item.status === 'completed')).toBe(true);
    expect(pending.total + completed.total).toBe(all.total);
    // The count is of every pending request, whatever the filter or search.
    expect([all.pending_count, completed.pending_count, byService.pending_count]).toEqual([pending.total, pending.total, pending.total]);
    const first = (await w.send('GET', '/api/admin/refund-requests?page_size=1&page=1', w.admin.cookie)).json();
    const second = (await w.send('GET', '/api/admin/refund-requests?page_size=1&page=2', w.admin.cookie)).json();
    expect(first).toMatchObject({ page: 1, page_size: 1, total: all.total });
    expect(first.items[0].id).not.toBe(second.items[0].id);
  });

  it('completes a refund: the card part paid back once, the credit not returned twice, the customer told by bell and mail, audited', async () => {
    const customer = w.customers[3]!;
    const request = await w.refundRequestFor(customer, 3, sandboxCard);
    const callsBefore = sandbox.calls.length;
    const done = await w.complete(request.id, { admin_notes: '  Refunded after a call with the customer  ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: request.id, status: 'completed', admin_notes: 'Refunded after a call with the customer', completed_at: NOW.toISOString(), last_failure: null, stripe_amount: 25.68 });
    expect(sandbox.calls.slice(callsBefore)).toEqual([{ intentId: request.intentId, amountPence: 2568, idempotencyKey: `lull-refund-request-${request.id}-0` }]);
    const row = await w.requestRow(request.id);
    expect(row).toMatchObject({ status: 'completed', completedByUserId: w.admin.id, creditsRestoredPence: 300, lastFailure: null });
    expect(row.gatewayRefundReference).toMatch(/^re_sandbox_[0-9a-f]{24}$/);
    // The cancellation already gave the £3 back: still one refund entry.
    expect((await w.creditRefundsOf(customer.id, request.booking_id)).map((entry) => entry.amountPence)).toEqual([300]);
    // The money rule: card back + credit back + kept (the £5 fee and £1.32 processing) = what was paid.
    expect(row.cardRefundPence + row.creditsRestoredPence + 500 + 132).toBe(row.totalPaidPence);

    expect(await w.noticesOf(customer.id)).toEqual([expect.objectContaining({ title: 'Refund completed', message: 'Your refund for Gel Manicure at Quiet Hands is complete: £25.68 back to your card, and £3.00 of credit in your account.' })]);
    const mail = await w.mailTo(customer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your refund for Gel Manicure is on its way');
    expect(mail[0]!.text).toContain('£25.68 has been refunded to your card');
    expect(mail[0]!.text).toContain('http://localhost:3000/account');
    const [audit] = await w.auditOf(request.id);
    expect(audit).toMatchObject({ actorUserId: w.admin.id, action: 'refund.complete', targetType: 'refund_request', note: 'Refunded after a call with the customer' });
    expect(audit!.after).toMatchObject({ status: 'completed', card_refund: 25.68, credits_restored: 3, credits_returned_now: 0, kept: 6.32, gateway_reference: row.gatewayRefundReference });

    // Pressing it again: a clear 409, nothing paid, nothing told twice.
    const again = await w.complete(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: refundMessages.alreadyCompleted });
    expect(sandbox.calls.length).toBe(callsBefore + 1);
    expect(await w.noticesOf(customer.id)).toHaveLength(1);
    expect(await w.mailTo(customer.email)).toHaveLength(1);
    const listed = (await w.send('GET', `/api/admin/refund-requests?q=${request.booking_id}`, w.admin.cookie)).json().items[0];
    expect(listed).toMatchObject({ status: 'completed', admin_notes: 'Refunded after a call with the customer' });
  });

  it('returns the credit part to the ledger when it is not back yet, and a credit-only refund needs no gateway', async () => {
    const customer = w.customers[4]!;
    // A request whose credit never went back (written as an older path would have): the completion returns it.
    const { bookingId } = await w.paidBooking(customer, 3, sandboxCard);
    const [inserted] = await w.t.db
      .insert(refundRequests)
      .values({ bookingId, userId: customer.id, totalPaidPence: 3500, creditsUsedPence: 300, cardRefundPence: 0, creditsRestoredPence: 0 })
      .returning({ id: refundRequests.id });
    const callsBefore = sandbox.calls.length;
    const done = await w.complete(inserted!.id, {});
    expect(done.statusCode).toBe(200);
    expect(sandbox.calls.length).toBe(callsBefore);
    expect(await w.requestRow(inserted!.id)).toMatchObject({ status: 'completed', gatewayRefundReference: null, creditsRestoredPence: 300 });
    expect((await w.creditRefundsOf(customer.id, bookingId)).map((entry) => [entry.amountPence, entry.description])).toEqual([[300, 'Credit returned: Gel Manicure refund']]);
    expect((await w.complete(inserted!.id)).statusCode).toBe(409);
    expect(await w.creditRefundsOf(customer.id, bookingId)).toHaveLength(1);
  });

  it('leaves a declined refund pending with the reason, moves the key on, and a later retry pays once', async () => {
    const customer = w.customers[0]!;
    const request = await w.refundRequestFor(customer, 0, sandboxCard);
    sandbox.failNext(new PaymentGatewayError('rejected', 'sandbox: refused', 'The card account is closed.'));
    const refused = await w.complete(request.id, { admin_notes: 'first try' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: 'The payment provider refused the refund: The card account is closed.' });
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending', lastFailure: 'The payment provider refused the refund: The card account is closed.', lastFailureAt: NOW, gatewayAttempts: 1, adminNotes: null });
    const listed = (await w.send('GET', `/api/admin/refund-requests?q=${request.booking_id}`, w.admin.cookie)).json().items[0];
    expect(listed).toMatchObject({ status: 'pending', last_failure: 'The payment provider refused the refund: The card account is closed.' });
    expect((await w.auditOf(request.id)).map((row) => row.action)).toEqual(['refund.fail']);
    expect(await w.noticesOf(customer.id)).toHaveLength(1); // the earlier test's refund only

    const retried = await w.complete(request.id, { admin_notes: 'second try' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'completed', last_failure: null, admin_notes: 'second try' });
    const keys = sandbox.calls.filter((call) => call.idempotencyKey.includes(request.id)).map((call) => call.idempotencyKey);
    expect(keys).toEqual([`lull-refund-request-${request.id}-0`, `lull-refund-request-${request.id}-1`]);
    expect(await w.requestRow(request.id)).toMatchObject({ lastFailure: null, lastFailureAt: null });
  });

  it('keeps the key after an unanswered call (the outcome is unknown), so the retry can only replay the same refund', async () => {
    const request = await w.refundRequestFor(w.customers[1]!, 0, sandboxCard);
    sandbox.failNext(new PaymentGatewayError('unavailable', 'sandbox: no answer'));
    const lost = await w.complete(request.id);
    expect(lost.statusCode).toBe(402);
    expect(lost.json()).toEqual({ error: refundMessages.unreachable });
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending', gatewayAttempts: 0, lastFailure: refundMessages.unreachable });
    expect((await w.complete(request.id)).statusCode).toBe(200);
    const keys = sandbox.calls.filter((call) => call.idempotencyKey.includes(request.id)).map((call) => call.idempotencyKey);
    expect(keys).toEqual([`lull-refund-request-${request.id}-0`, `lull-refund-request-${request.id}-0`]);
  });

  it(`completes once under 20 concurrent presses (${engine}): one gateway refund, one credit entry, one notice, one mail, one audit row`, async () => {
    const customer = w.customers[5]!;
    const { bookingId } = await w.paidBooking(customer, 3, sandboxCard);
    // Credit not back yet and a card part, so both halves race.
    const [inserted] = await w.t.db
      .insert(refundRequests)
      .values({ bookingId, userId: customer.id, totalPaidPence: 3500, creditsUsedPence: 300, cardRefundPence: 2568, creditsRestoredPence: 0 })
      .returning({ id: refundRequests.id });
    const id = inserted!.id;
    sandbox.setDelay(50);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => w.complete(id, { admin_notes: `press ${index}` })));
    sandbox.setDelay(0);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect([refundMessages.alreadyCompleted, refundMessages.inProgress]).toContain(answer.json().error);
    expect(sandbox.calls.filter((call) => call.idempotencyKey.includes(id))).toHaveLength(1);
    expect((await w.auditOf(id)).map((row) => row.action)).toEqual(['refund.complete']);
    expect((await w.creditRefundsOf(customer.id, bookingId)).map((entry) => entry.amountPence)).toEqual([300]);
    expect(await w.noticesOf(customer.id)).toHaveLength(1);
    expect(await w.mailTo(customer.email)).toHaveLength(1);
    expect(await w.requestRow(id)).toMatchObject({ status: 'completed', creditsRestoredPence: 300, adminNotes: expect.stringMatching(/^press \d+$/) });
  });
});

describe('refund requests against the local Stripe stand-in', () => {
  let fake: FakeStripe;
  let w: Awaited<ReturnType<typeof world>>;
  const stripeCard = async (intent: { payment_intent_id: string; client_secret: string | null }) => {
    await fake.confirmInBrowser(intent.client_secret!, 'pm_card_visa');
    return { payment_intent_id: intent.payment_intent_id };
  };
  const refundsAt = (intentId: string) => fake.refunds.filter((refund) => refund.payment_intent === intentId);
  const refundCalls = (id: string) => fake.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('metadata[refund_request_id]') === id);

  beforeAll(async () => {
    fake = await startFakeStripe();
    w = await world({ env: stripeEnv(fake) });
  });
  afterAll(async () => {
    await w.t.close();
    await fake.close();
  });

  it('creates a partial Stripe refund of the card part with the request’s idempotency key and stores its id', async () => {
    const customer = w.customers[0]!;
    const request = await w.refundRequestFor(customer, 3, stripeCard);
    const done = await w.complete(request.id, { admin_notes: 'Stripe refund' });
    expect(done.statusCode).toBe(200);
    const [refund] = refundsAt(request.intentId);
    expect(refundsAt(request.intentId)).toEqual([{ id: expect.stringMatching(/^re_/), payment_intent: request.intentId, amount: 2568, metadata: { refund_request_id: request.id, booking_id: request.booking_id } }]);
    const [call] = refundCalls(request.id);
    expect(call!.headers['idempotency-key']).toBe(`lull-refund-request-${request.id}-0`);
    expect(call!.headers.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(call!.form.get('amount')).toBe('2568');
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'completed', gatewayRefundReference: refund!.id });
    expect(await w.mailTo(customer.email)).toHaveLength(1);
    expect((await w.complete(request.id)).statusCode).toBe(409);
    expect(refundsAt(request.intentId)).toHaveLength(1);
  });

  it('shows Stripe’s own reason for a declined refund, keeps it pending, and a retry with a new key pays once', async () => {
    const request = await w.refundRequestFor(w.customers[1]!, 0, stripeCard);
    fake.script({ status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'Charge ch_123 has been charged back; cannot issue a refund.' } } });
    const declined = await w.complete(request.id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'The payment provider refused the refund: Charge ch_123 has been charged back; cannot issue a refund.' });
    expect(refundsAt(request.intentId)).toHaveLength(0);
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending', gatewayAttempts: 1 });
    expect(await w.noticesOf(w.customers[1]!.id)).toHaveLength(0);

    expect((await w.complete(request.id)).statusCode).toBe(200);
    expect(refundsAt(request.intentId)).toEqual([expect.objectContaining({ amount: request.stripe_amount * 100 })]);
    expect(refundCalls(request.id).map((call) => call.headers['idempotency-key'])).toEqual([`lull-refund-request-${request.id}-0`, `lull-refund-request-${request.id}-1`]);
  });

  it('after Stripe fails twice (its retry included) the request stays pending; the retry reuses the key and pays once', async () => {
    const request = await w.refundRequestFor(w.customers[2]!, 0, stripeCard);
    const outage = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } };
    fake.script(outage, outage);
    const failed = await w.complete(request.id);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ error: refundMessages.unreachable });
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'pending', gatewayAttempts: 0, lastFailure: refundMessages.unreachable });
    expect((await w.complete(request.id)).statusCode).toBe(200);
    expect(refundsAt(request.intentId)).toHaveLength(1);
  });

  it('never pays twice when Stripe made the refund but the answer was lost: the retry replays it by its key', async () => {
    const request = await w.refundRequestFor(w.customers[3]!, 0, stripeCard);
    // What Lull's first call did at Stripe before the connection dropped (same key, same parameters).
    const lost = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `lull-refund-request-${request.id}-0` },
      body: new URLSearchParams({ payment_intent: request.intentId, amount: String(Math.round(request.stripe_amount * 100)), 'metadata[refund_request_id]': request.id, 'metadata[booking_id]': request.booking_id }).toString(),
    });
    const made = (await lost.json()) as { id: string };
    expect((await w.complete(request.id)).statusCode).toBe(200);
    expect(refundsAt(request.intentId)).toEqual([expect.objectContaining({ id: made.id })]);
    expect(await w.requestRow(request.id)).toMatchObject({ status: 'completed', gatewayRefundReference: made.id });
  });

  it(`makes one Stripe refund from 20 concurrent completions (${engine})`, async () => {
    const request = await w.refundRequestFor(w.customers[0]!, 0, stripeCard);
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.complete(request.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(refundsAt(request.intentId)).toHaveLength(1);
    expect(refundCalls(request.id)).toHaveLength(1);
    expect((await w.auditOf(request.id)).map((row) => row.action)).toEqual(['refund.complete']);
  });
});
