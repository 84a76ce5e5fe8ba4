import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/messaging';
import { bookingTerms } from '../src/db/schema/terms';
import { createCustomers, grantCredit, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { addTeamMember } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What the booking mails say (decision 037): one London date-and-time format ('Fri 12 Jun 2026 at 10:00'), a
 * credit line only when credit was used, and the salon's new-booking mail with its price, its payout (the
 * dashboard's figure) and the customer's phone. Each names who does the treatment (decision 050): the customer's
 * confirmation and calendar file, and the salon's mail, so it knows whose diary the booking is in.
 */

// Wednesday 10 June 2026, 12:00 in London (BST).
const NOW = new Date('2026-06-10T11:00:00Z');
let t: TestApp;
let customer: BookingCustomer;
let owner: BookingCustomer;
let serviceId: string;
let priyaId: string;
const SALON_EMAIL = 'bookings@fern.example';

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [customer, owner] = (await createCustomers(t.db, 2, NOW)) as [BookingCustomer, BookingCustomer];
  const { merchant } = await createMerchant(t.db, { userId: owner.id, businessName: 'Fern Nail Studio', email: SALON_EMAIL });
  // £40, £30 off-peak: Friday 10:00 is in the default off-peak hours, so the salon's price is £30.
  serviceId = (await createService(t.db, merchant.id, { name: 'Gel Manicure', pricePence: 4000, offPeakPricePence: 3000 })).id;
  priyaId = (await addTeamMember(t.db, merchant.id, { displayName: 'Priya' })).id;
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind.' }).onConflictDoNothing();
});
afterAll(() => t.close());

/**
 * Holds a time (with the member named, else Any professional) and pays for it by card, with as much credit as asked
 * (the customer has the £3 welcome credit). Answers the booking's id and who does it.
 */
async function bookAndPay(time: string, checkout: Record<string, unknown>, teamMemberId?: string): Promise<{ id: string; team_member_name: string }> {
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: customer.cookie },
    payload: { service_id: serviceId, booking_date: '2026-06-12', booking_time: time, agreed_to_terms: true, ...(teamMemberId ? { team_member_id: teamMemberId } : {}) },
  });
  expect(held.statusCode).toBe(201);
  const intent = await t.app.inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: customer.cookie }, payload: { booking_id: held.json().id, ...checkout } });
  expect(intent.statusCode).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { cookie: customer.cookie },
    payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.statusCode).toBe(200);
  return held.json() as { id: string; team_member_name: string };
}

const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const mailWithSubject = async (to: string, subject: string) => (await mailsTo(to)).find((mail) => mail.subject === subject);

describe('the booking mails', () => {
  it('confirm a card-only booking in the one date format, with no "credit £0.00"', async () => {
    const booked = await bookAndPay('10:00', { guest_first_name: 'Ana', guest_last_name: 'Lima', credits_used: 0 });

    const mail = await mailWithSubject(customer.email, 'Booking confirmed: Gel Manicure on Fri 12 Jun 2026 at 10:00');
    // Any professional: the mail names the member the assignment rule chose, as the booking does.
    expect(mail?.text).toContain(`Your booking is confirmed: Gel Manicure with ${booked.team_member_name} at Fern Nail Studio, Fri 12 Jun 2026 at 10:00.`);
    expect(mail?.text).toContain('Total £35.00, paid by card.');
    expect(mail?.text).not.toContain('credit');
    expect(mail?.html).toContain('Fri 12 Jun 2026 at 10:00');

    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: customer.cookie } })).json() as { title: string; message: string }[];
    expect(bell.find((notice) => notice.title === 'Booking confirmed')?.message).toBe('Gel Manicure at Fern Nail Studio, Fri 12 Jun 2026 at 10:00.');
  });

  it('name the credit only when some was used, beside what the card paid', async () => {
    await grantCredit(t.db, customer.id, 200, NOW);
    await bookAndPay('11:30', { guest_first_name: 'Ana', guest_last_name: 'Lima', credits_used: 5 });

    const mail = await mailWithSubject(customer.email, 'Booking confirmed: Gel Manicure on Fri 12 Jun 2026 at 11:30');
    expect(mail?.text).toContain('Total £35.00: £5.00 of Lull credit and £30.00 by card.');
  });

  it("tell the salon of a new booking with its price, its payout as the dashboard shows it, and the customer's phone", async () => {
    const { id } = await bookAndPay('14:00', { guest_first_name: 'Bea', guest_last_name: 'Stone', guest_phone: '07700 900123', credits_used: 0 }, priyaId);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/bookings/merchant?status=all&page_size=100', headers: { cookie: owner.cookie } })).json().items as {
      id: string;
      merchant_payout: number;
      user_phone: string;
    }[];
    const onDashboard = listed.find((item) => item.id === id)!;
    expect(onDashboard.user_phone).not.toBe('');
    // £30 off-peak less 2.9 % of £30 + 30p = £1.17 (decision 038): the mail says the same payout and processing.
    expect(onDashboard.merchant_payout).toBe(28.83);

    const mail = await mailWithSubject(SALON_EMAIL, 'New booking: Gel Manicure, Fri 12 Jun 2026 at 14:00');
    expect(mail?.text.split('\n')).toEqual([
      'Bea Stone has booked and paid for Gel Manicure with Priya on Fri 12 Jun 2026 at 14:00.',
      '',
      'Your price: £30.00',
      `Your payout: ${formatPenceAsMoney(poundsToPence(onDashboard.merchant_payout))} (your price less £1.17 card processing on it), added to your balance when you mark the appointment completed or a no-show`,
      `Customer's phone: ${onDashboard.user_phone}`,
      '',
      `See your bookings: ${t.config.publicUrl}/merchant/dashboard?tab=bookings`,
    ]);
    expect(mail?.html).toContain('Your price: £30.00');
  });

  it("leave the phone out of the salon's mail when the customer gave none; a peak time shows the full price", async () => {
    await bookAndPay('15:30', { guest_first_name: 'Cy', credits_used: 0 });
    const mail = await mailWithSubject(SALON_EMAIL, 'New booking: Gel Manicure, Fri 12 Jun 2026 at 15:30');
    expect(mail?.text).toContain('Your price: £40.00');
    expect(mail?.text).not.toContain("Customer's phone");
  });

  it('name the member the customer chose: in the confirmation, its calendar file, and to the salon when it is cancelled', async () => {
    const { id } = await bookAndPay('16:00', { guest_first_name: 'Di', credits_used: 0 }, priyaId);

    const mail = await mailWithSubject(customer.email, 'Booking confirmed: Gel Manicure on Fri 12 Jun 2026 at 16:00');
    expect(mail?.text).toContain('Your booking is confirmed: Gel Manicure with Priya at Fern Nail Studio, Fri 12 Jun 2026 at 16:00.');
    expect(mail?.html).toContain('<strong>Gel Manicure</strong> with Priya at Fern Nail Studio');
    const calendar = mail?.attachments[0]?.content ?? '';
    expect(calendar).toContain('SUMMARY:Gel Manicure with Priya at Fern Nail Studio');
    expect(calendar).toContain('DESCRIPTION:Gel Manicure with Priya. Booked with Lull.');

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    const salonMail = await mailWithSubject(SALON_EMAIL, 'Cancelled: Gel Manicure, Fri 12 Jun 2026 at 16:00');
    expect(salonMail?.text).toContain('Di has cancelled Gel Manicure with Priya on Fri 12 Jun 2026 at 16:00.');
  });
});
