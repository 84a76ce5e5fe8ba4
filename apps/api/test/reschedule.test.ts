import { londonInstant } from '@lull/domain/london-time';
import { priceBooking } from '@lull/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingMoveProposals, bookings, payments, refundRequests } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London. Lull's default off-peak: weekdays 10:00-15:00 (£30 instead of £40).
const NOW = new Date('2026-06-10T11:00:00Z');
const CARD = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };

let t: TestApp;
let owner: Person;
let customer: Person;
let stranger: Person;
let admin: Person;
let service: { id: string; merchantId: string };
let fern: string;
let amy: string;

const as = (person: Person) => (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** A paid booking priced as the service is at that time, with `creditsUsedPence` of it paid by credit. */
async function book(date: string, time: string, teamMemberId: string, creditsUsedPence = 0, userId = customer.id) {
  const price = priceBooking({ pricePence: 4000, offPeakPricePence: 3000, date, time, availableCreditPence: 0 });
  return createPaidBooking(t.db, {
    service,
    userId,
    start: londonInstant(date, time),
    teamMemberId,
    originalPricePence: price.originalPricePence,
    discountAmountPence: price.discountAmountPence,
    offPeakApplied: price.offPeakApplied,
    platformFeePence: price.platformFeePence,
    finalPricePence: price.finalPricePence,
    processingFeePence: price.processingFeePence,
    merchantPayoutPence: price.merchantPayoutPence,
    creditsUsedPence,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, customer, stranger, admin] = await createPeople(t.db, NOW, [
    { role: 'merchant', profile: { firstName: 'Fern' }, business: { businessName: 'Glow Salon' } },
    { role: 'customer', profile: { firstName: 'Ana' } },
    { role: 'customer' },
    { role: 'admin' },
  ]);
  service = { id: (await createService(t.db, owner.merchant!.id, { name: 'Gel Manicure' })).id, merchantId: owner.merchant!.id };
  fern = (await as(owner)('GET', '/api/merchant/team')).json().members[0].id;
  amy = (await as(owner)('POST', '/api/merchant/team', { display_name: 'Amy', service_ids: [service.id] })).json().id;
});
afterAll(() => t.close());

describe('a customer moves their booking', () => {
  it('to a time at the same price: moved at once with the member chosen, nothing refunded, both sides told with a replacing invite', async () => {
    const id = await book('2026-06-15', '16:00', fern);
    const moved = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-16', booking_time: '16:00', team_member_id: amy });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'moved',
      payment: null,
      quote: { price_change: 0, summary: 'Same price' },
      booking: { booking_date: '2026-06-16', booking_time: '16:00', team_member_name: 'Amy', final_price: 45, can_reschedule: true },
    });
    expect(await readBooking(id)).toMatchObject({ calendarSequence: 1, finalPricePence: 4500 });
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id))).toEqual([]);
    const [mail] = (await mailsTo(customer.email)).filter((m) => m.subject.startsWith('Booking moved'));
    expect(mail!.text).toContain('Gel Manicure with Amy at Glow Salon, Tue 16 Jun');
    expect(mail!.text).toContain('with Fern');
    const invite = mail!.attachments[0]!.content;
    expect(invite).toContain(`UID:${id}@lull`);
    expect(invite).toContain('SEQUENCE:1');
    const salonBell = await t.db.select().from(notifications).where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'merchant_booking_rescheduled')));
    expect(salonBell[0]!.message).toContain('with Fern to Tue 16 Jun');
    // The old time is free again for someone else.
    await expect(book('2026-06-15', '16:00', fern, 0, stranger.id)).resolves.toBeTypeOf('string');
    await assertInvariants(t.db);
  });

  it('to a cheaper time: the credit used comes back at once, the rest becomes one refund request for the card, and the price follows', async () => {
    const id = await book('2026-06-17', '16:00', fern, 400);
    const quote = await as(customer)('POST', `/api/bookings/${id}/reschedule/quote`, { booking_date: '2026-06-17', booking_time: '11:00' });
    expect(quote.json()).toMatchObject({ price_change: -10, credit_back: 4, card_back: 6, card_due: 0, summary: '£10.00 back to you' });
    const moved = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-17', booking_time: '11:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('Booking moved. The new time is cheaper: £4.00 of credit is back in your account now; £6.00 will be refunded to your card by our team shortly.');
    const offPeak = priceBooking({ pricePence: 4000, offPeakPricePence: 3000, date: '2026-06-17', time: '11:00', availableCreditPence: 0 });
    expect(await readBooking(id)).toMatchObject({ finalPricePence: 3500, creditsUsedPence: 0, discountAmountPence: 1000, merchantPayoutPence: offPeak.merchantPayoutPence });
    const requests = await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id));
    expect(requests).toMatchObject([{ reason: 'price_difference', status: 'pending', cardRefundPence: 600, creditsRestoredPence: 400 }]);
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(event).toMatchObject({ kind: 'rescheduled', priceChangePence: -1000, id: requests[0]!.bookingEventId });
    const credit = await t.db.select().from(creditLedgerEntries).where(and(eq(creditLedgerEntries.referenceId, id), eq(creditLedgerEntries.type, 'refund')));
    expect(credit.map((entry) => entry.amountPence)).toEqual([400]);
    const adminBell = await t.db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'refund_due')));
    expect(adminBell.some((bell) => bell.message.includes('moved to a cheaper time: £6.00'))).toBe(true);
    await assertInvariants(t.db);

    // The admin pays the card part back through the gateway, once.
    const completed = await as(admin)('POST', `/api/admin/refund-requests/${requests[0]!.id}/complete`, { admin_notes: '' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ reason: 'price_difference', stripe_amount: 6, status: 'completed' });
    expect((await as(admin)('POST', `/api/admin/refund-requests/${requests[0]!.id}/complete`, { admin_notes: '' })).statusCode).toBe(409);
    await assertInvariants(t.db);

    // A later cancellation refunds what the booking costs now, not what it cost before.
    const cancelled = await as(customer)('POST', `/api/bookings/${id}/cancel`);
    // The processing taken on the first charge stays taken (the processor keeps it), as on any cancellation.
    const peak = priceBooking({ pricePence: 4000, offPeakPricePence: 3000, date: '2026-06-17', time: '16:00', availableCreditPence: 0 });
    expect(cancelled.json()).toMatchObject({ credits_restored: 0, card_refund: (3500 - 500 - peak.processingFeePence) / 100 });
    await assertInvariants(t.db);
  });

  it('to a dearer time: asks for the difference by card first, and moves once it is paid', async () => {
    const id = await book('2026-06-18', '11:00', fern);
    const asked = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-18', booking_time: '16:00' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'payment_required', quote: { card_due: 10, summary: '£10.00 more, paid by card' }, payment: { amount: 1000 }, booking: { booking_time: '11:00' } });
    expect(await readBooking(id)).toMatchObject({ bookingTime: '11:00', calendarSequence: 0 });
    const paid = await as(customer)('POST', '/api/payments/confirm', { payment_intent_id: asked.json().payment.payment_intent_id, payment_method: CARD });
    expect(paid.statusCode).toBe(200);
    expect(await readBooking(id)).toMatchObject({ bookingTime: '16:00', finalPricePence: 4500, calendarSequence: 1 });
    const charges = await t.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.status, 'succeeded')));
    expect(charges.map((charge) => [charge.purpose, charge.amountPence]).sort()).toEqual([['booking', 3500], ['price_difference', 1000]]);
    // Confirming again changes nothing.
    expect((await as(customer)('POST', '/api/payments/confirm', { payment_intent_id: asked.json().payment.payment_intent_id, payment_method: CARD })).statusCode).toBe(200);
    expect((await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).length).toBe(1);
    await assertInvariants(t.db);
  });

  it('after a dearer move, a refund in full is paid back across both card charges, once', async () => {
    const id = await book('2026-06-22', '11:00', amy);
    const asked = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-22', booking_time: '16:00', team_member_id: amy });
    expect((await as(customer)('POST', '/api/payments/confirm', { payment_intent_id: asked.json().payment.payment_intent_id, payment_method: CARD })).statusCode).toBe(200);
    // The salon asks to move it; the customer cancels instead, free of charge: £45 back to the card.
    await t.db.insert(bookingMoveProposals).values({ bookingId: id, teamMemberId: fern, bookingDate: '2026-06-23', bookingTime: '11:00', startsAt: londonInstant('2026-06-23', '11:00') });
    expect((await as(customer)('POST', `/api/bookings/${id}/cancel`)).json()).toMatchObject({ card_refund: 45 });
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.bookingId, id));
    const completed = await as(admin)('POST', `/api/admin/refund-requests/${request!.id}/complete`, { admin_notes: '' });
    expect(completed.statusCode, completed.body).toBe(200);
    const [done] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, request!.id));
    expect(done!.gatewayRefundReference!.split(',')).toHaveLength(2);
    expect((await as(admin)('POST', `/api/admin/refund-requests/${request!.id}/complete`, { admin_notes: '' })).statusCode).toBe(409);
    await assertInvariants(t.db);
  });

  it('to a dearer time taken while the customer paid: the charge goes back and the booking keeps its time', async () => {
    const id = await book('2026-06-19', '11:00', fern);
    const asked = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-19', booking_time: '16:00', team_member_id: fern });
    await book('2026-06-19', '16:00', fern, 0, stranger.id);
    const paid = await as(customer)('POST', '/api/payments/confirm', { payment_intent_id: asked.json().payment.payment_intent_id, payment_method: CARD });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toContain('Your card payment has been refunded.');
    expect(await readBooking(id)).toMatchObject({ bookingTime: '11:00', calendarSequence: 0 });
    const [difference] = await t.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.purpose, 'price_difference')));
    expect(difference!.status).toBe('refunded');
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'booking_move_refunded')));
    expect(bell).toHaveLength(1);
    await assertInvariants(t.db);
  });

  it('as often as needed: each move raises the invite sequence, the UID stays', async () => {
    const id = await book('2026-06-22', '16:00', fern);
    expect((await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-22', booking_time: '15:00' })).statusCode).toBe(200);
    expect((await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-23', booking_time: '15:00' })).statusCode).toBe(200);
    expect(await readBooking(id)).toMatchObject({ calendarSequence: 2, bookingDate: '2026-06-23' });
    const invite = await as(customer)('GET', `/api/bookings/${id}/calendar.ics`);
    expect(invite.body).toContain('SEQUENCE:2');
    expect(invite.body).toContain(`UID:${id}@lull`);
    expect((await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).map((event) => event.toDate)).toEqual(['2026-06-22', '2026-06-23']);
    await assertInvariants(t.db);
  });

  it('refuses within 24 hours (422), a time taken (409), the same time (400), another customer’s booking (404), one not confirmed (409)', async () => {
    const soon = await book('2026-06-11', '11:30', fern);
    const late = await as(customer)('POST', `/api/bookings/${soon}/reschedule`, { booking_date: '2026-06-23', booking_time: '16:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('Cannot reschedule - less than 24 hours before appointment');

    const id = await book('2026-06-16', '16:00', fern);
    await book('2026-06-16', '15:00', amy, 0, stranger.id);
    const taken = await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-16', booking_time: '15:00', team_member_id: amy });
    expect(taken.json()).toMatchObject({ error: 'Sorry, that time has just been taken. Please choose another.' });
    expect(taken.statusCode).toBe(409);
    expect(await readBooking(id)).toMatchObject({ bookingTime: '16:00', calendarSequence: 0 });

    expect((await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-16', booking_time: '16:00' })).statusCode).toBe(400);
    expect((await as(stranger)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-16', booking_time: '14:00' })).statusCode).toBe(404);
    expect((await as(stranger)('POST', `/api/bookings/${id}/reschedule/quote`, { booking_date: '2026-06-16', booking_time: '14:00' })).statusCode).toBe(404);

    expect((await as(customer)('POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    expect((await as(customer)('POST', `/api/bookings/${id}/reschedule`, { booking_date: '2026-06-16', booking_time: '14:00' })).statusCode).toBe(409);
    await assertInvariants(t.db);
  });
});

describe("the customer's answer to a salon's new time", () => {
  const propose = async (bookingId: string, date: string, time: string, teamMemberId: string) => {
    await t.db.insert(bookingMoveProposals).values({ bookingId, teamMemberId, bookingDate: date, bookingTime: time, startsAt: londonInstant(date, time), message: 'Fern is ill', proposedByUserId: owner.id });
  };

  it('shows the pending request on the booking, and accepting moves it at the price paid', async () => {
    const id = await book('2026-06-29', '16:00', fern);
    await propose(id, '2026-06-29', '11:00', amy);
    const shown = await as(customer)('GET', `/api/bookings/${id}`);
    expect(shown.json()).toMatchObject({ move_proposal: { booking_date: '2026-06-29', booking_time: '11:00', team_member_name: 'Amy', message: 'Fern is ill' }, free_cancellation: true });
    const accepted = await as(customer)('POST', `/api/bookings/${id}/move-proposal/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().booking).toMatchObject({ booking_time: '11:00', team_member_name: 'Amy', final_price: 45, move_proposal: null, free_cancellation: false });
    expect((await t.db.select().from(bookingMoveProposals).where(eq(bookingMoveProposals.bookingId, id)))[0]!.status).toBe('accepted');
    expect((await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)))[0]!.kind).toBe('move_accepted');
    expect((await mailsTo(customer.email)).some((mail) => mail.text.includes("You accepted Glow Salon's new time."))).toBe(true);
    expect((await as(customer)('POST', `/api/bookings/${id}/move-proposal/accept`)).statusCode).toBe(404);
    await assertInvariants(t.db);
  });

  it('refuses to accept a time taken since (409), keeping the booking and the request', async () => {
    const id = await book('2026-06-30', '16:00', fern);
    await propose(id, '2026-06-30', '11:00', amy);
    await book('2026-06-30', '11:00', amy, 0, stranger.id);
    const refused = await as(customer)('POST', `/api/bookings/${id}/move-proposal/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('taken since the salon offered it');
    expect(await readBooking(id)).toMatchObject({ bookingTime: '16:00' });
    expect((await t.db.select().from(bookingMoveProposals).where(eq(bookingMoveProposals.bookingId, id)))[0]!.status).toBe('pending');
    expect((await as(stranger)('POST', `/api/bookings/${id}/move-proposal/decline`)).statusCode).toBe(404);
  });

  it('declining keeps the time, tells the salon, and lets the customer cancel free of charge even within 24 hours', async () => {
    const id = await book('2026-06-11', '10:30', fern, 300);
    await propose(id, '2026-06-12', '11:00', amy);
    const declined = await as(customer)('POST', `/api/bookings/${id}/move-proposal/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().booking).toMatchObject({ booking_time: '10:30', move_proposal: null, free_cancellation: true });
    expect((await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)))[0]!.kind).toBe('move_declined');
    const salonBell = await t.db.select().from(notifications).where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'merchant_booking_move_declined')));
    expect(salonBell).toHaveLength(1);
    const cancelled = await as(customer)('POST', `/api/bookings/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    // Everything back, Lull's £5 fee included: £3 of credit and the £32 by card.
    expect(cancelled.json()).toMatchObject({ credits_restored: 3, card_refund: 32 });
    await assertInvariants(t.db);
  });
});
