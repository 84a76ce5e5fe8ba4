import { randomUUID } from 'node:crypto';
import { recordPaymentBehind } from './support/booking-payments';
import { ACCOUNT_DELETED, PASSWORD_UPDATED, PROFILE_UPDATED } from '@lull/domain/contracts/account';
import { londonDateOf, londonInstant, londonTimeOf } from '@lull/domain/london-time';
import { PRIVACY_CONSENT_STAYS } from '@lull/domain/validation/profile';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../src/shared/background-work';
import { bookings, payments, refundRequests } from '../src/db/schema/bookings';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { contactMessages, mailOutbox, notifications } from '../src/db/schema/messaging';
import { identities, sessions, users } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { createCustomers } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, sessionCookie, uniqueEmail, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Wednesday 10 June 2026, 08:00 in London.
const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let service: { id: string; merchantId: string };

const inject = (options: InjectOptions) => t.app.inject(options);
const me = (cookie: string) => inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
const putProfile = (cookie: string, payload: Record<string, unknown>) => inject({ method: 'PUT', url: '/api/users/profile', headers: { cookie }, payload });
const putPassword = (cookie: string, payload: Record<string, unknown>) => inject({ method: 'PUT', url: '/api/users/password', headers: { cookie }, payload });
const deleteAccount = (cookie: string) => inject({ method: 'DELETE', url: '/api/users/me', headers: { cookie } });
const login = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A signed-in customer without a password (made as a Google sign-in would be), through the repositories. */
async function customer() {
  const [made] = await createCustomers(t.db, 1, now);
  return made!;
}

const profile = {
  first_name: 'Amara',
  last_name: 'Okafor',
  phone: '+44 7700 900777',
  city: 'Bristol',
  marketing_consent: true,
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { merchant } = await createMerchant(t.db);
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
});
afterAll(() => t.close());

describe('Personal Details (PUT /api/users/profile)', () => {
  it('saves names, phone, city and marketing consent, and answers the same user as /api/users/me', async () => {
    const { cookie } = await customer();
    const response = await putProfile(cookie, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PROFILE_UPDATED);
    expect(response.json().message).toBe('Your profile has been updated successfully!');
    expect(response.json().user).toMatchObject({ first_name: 'Amara', last_name: 'Okafor', phone: '+44 7700 900777', city: 'Bristol', marketing_consent: true });
    expect(response.json().user).toEqual((await me(cookie)).json());
  });

  it('leaves out what was not sent, and clears a phone or city sent empty', async () => {
    const { cookie } = await customer();
    await putProfile(cookie, profile);
    const namesOnly = await putProfile(cookie, { first_name: 'Ama', last_name: 'Ok' });
    expect(namesOnly.json().user).toMatchObject({ first_name: 'Ama', last_name: 'Ok', phone: '+44 7700 900777', city: 'Bristol', marketing_consent: true });
    const cleared = await putProfile(cookie, { first_name: 'Ama', last_name: 'Ok', phone: '', city: '' });
    expect(cleared.json().user).toMatchObject({ phone: '', city: '' });
  });

  it('saves without a last name, as sign-up allows (decision 035), and keeps a typed code instead of a second one', async () => {
    const { cookie } = await customer();
    await putProfile(cookie, profile);
    const response = await putProfile(cookie, { ...profile, last_name: '  ', phone: '+44 +353 87 123 4567' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ first_name: 'Amara', last_name: '', phone: '+353 87 123 4567' });
    const unsent = await putProfile(cookie, { first_name: 'Amara' });
    expect(unsent.statusCode).toBe(200);
    expect(unsent.json().user.last_name).toBe('');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required.'],
    [{ first_name: undefined }, 'first_name', 'First name is required.'],
    [{ first_name: 'A'.repeat(101) }, 'first_name', 'First name must be at most 100 characters.'],
    [{ last_name: 'B'.repeat(101) }, 'last_name', 'Last name must be at most 100 characters.'],
    [{ phone: '+44 12-34' }, 'phone', 'phone number too short'],
    [{ phone: '+44 1234567890123456' }, 'phone', 'phone number too long'],
    [{ phone: '+44 .7700900123' }, 'phone', 'please enter a valid phone number'],
    [{ phone: '+44 ++447700900123' }, 'phone', 'please check phone number format'],
    [{ phone: '+44 +4477009' }, 'phone', 'phone number too short'],
    [{ phone: '+44 +999 7700900123' }, 'phone', 'please choose the country code from the list and type the number without it'],
    [{ phone: '7700900123' }, 'phone', 'please enter a valid phone number'],
    [{ city: 'C'.repeat(101) }, 'city', 'City must be at most 100 characters.'],
    [{ gdpr_consent: false }, 'gdpr_consent', PRIVACY_CONSENT_STAYS],
  ])('refuses %j with its message and changes nothing', async (change, field, message) => {
    const { cookie } = await customer();
    const before = (await me(cookie)).json();
    const response = await putProfile(cookie, { ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields[field]).toBe(message);
    expect((await me(cookie)).json()).toEqual(before);
  });

  it('says plainly that privacy consent is withdrawn by deleting the account or contacting us', async () => {
    const { cookie } = await customer();
    const response = await putProfile(cookie, { ...profile, gdpr_consent: false });
    expect(response.json().error).toBe(
      'Privacy consent cannot be withdrawn here. To stop us using your details, delete your account or contact us.',
    );
    expect((await me(cookie)).json().gdpr_consent).toBe(true);
  });

  it('needs a session', async () => {
    const response = await inject({ method: 'PUT', url: '/api/users/profile', payload: profile });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Please sign in to continue.');
  });

  it('never sets role, email, referral code, balances, approval or consent times from the body', async () => {
    const { id, cookie } = await customer();
    const before = (await me(cookie)).json();
    const rowBefore = await userRow(id);
    const response = await putProfile(cookie, {
      ...profile,
      marketing_consent: false,
      role: 'admin',
      email: 'attacker@example.com',
      referral_code: 'HACKED1',
      credit_balance: 500,
      merchant_revenue_balance: 1000,
      is_approved: false,
      gdpr_consent_at: '2000-01-01T00:00:00Z',
      marketing_consent_at: '2000-01-01T00:00:00Z',
      deleted_at: '2000-01-01T00:00:00Z',
      id: randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    const after = (await me(cookie)).json();
    expect(after).toMatchObject({
      id: before.id,
      role: 'consumer',
      email: before.email,
      referral_code: before.referral_code,
      credit_balance: 3,
      is_approved: true,
      first_name: 'Amara',
    });
    expect(after.merchant_revenue_balance).toBeUndefined();
    const row = await userRow(id);
    expect(row.gdprConsentAt).toEqual(rowBefore.gdprConsentAt);
    // Marketing consent did not change (false before and after), so neither did its time.
    expect(row.marketingConsentAt).toEqual(rowBefore.marketingConsentAt);
    expect(row.deletedAt).toBeNull();
  });

  it('times consent on the server: marketing when the choice changes, privacy the first time it is given', async () => {
    const { id, cookie } = await customer();
    await t.db.update(users).set({ gdprConsent: false, gdprConsentAt: null, marketingConsent: false, marketingConsentAt: null }).where(eq(users.id, id));

    await putProfile(cookie, { ...profile, marketing_consent: true, gdpr_consent: true });
    let row = await userRow(id);
    expect(row).toMatchObject({ marketingConsent: true, gdprConsent: true });
    expect(row.marketingConsentAt).toEqual(now);
    expect(row.gdprConsentAt).toEqual(now);

    // Sent again unchanged: the recorded times stay; an earlier privacy consent is never re-dated.
    const earlier = new Date('2026-01-01T12:00:00Z');
    await t.db.update(users).set({ gdprConsentAt: earlier, marketingConsentAt: earlier }).where(eq(users.id, id));
    await putProfile(cookie, { ...profile, marketing_consent: true, gdpr_consent: true });
    row = await userRow(id);
    expect(row.marketingConsentAt).toEqual(earlier);
    expect(row.gdprConsentAt).toEqual(earlier);

    // Withdrawing marketing consent is recorded when it happens.
    await putProfile(cookie, { ...profile, marketing_consent: false });
    row = await userRow(id);
    expect(row.marketingConsent).toBe(false);
    expect(row.marketingConsentAt).toEqual(now);
  });
});

describe(`concurrent profile edits (${usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection'})`, () => {
  it('keeps every edit whole: the row ends as exactly one of them, and each answer is its own edit', async () => {
    const { id, cookie } = await customer();
    const edits = Array.from({ length: 12 }, (_, index) => ({
      first_name: `First${index}`,
      last_name: `Last${index}`,
      phone: `+44 77009001${String(index).padStart(2, '0')}`,
      city: `City${index}`,
      marketing_consent: index % 2 === 0,
    }));
    const responses = await Promise.all(edits.map((edit) => putProfile(cookie, edit)));
    responses.forEach((response, index) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject(edits[index]!);
    });
    const row = await userRow(id);
    const saved = { first_name: row.firstName, last_name: row.lastName, phone: row.phone, city: row.city, marketing_consent: row.marketingConsent };
    expect(edits).toContainEqual(saved);
  });
});

describe('Update password (PUT /api/users/password)', () => {
  it.each([
    [{ current_password: '', new_password: 'new-password-1' }, 'current_password', 'Please fill in all password fields.'],
    [{ new_password: 'new-password-1' }, 'current_password', 'Please fill in all password fields.'],
    [{ current_password: 'correct-horse-battery', new_password: '' }, 'new_password', 'Please fill in all password fields.'],
    [{ current_password: 'correct-horse-battery', new_password: 'short12' }, 'new_password', 'New password must be at least 8 characters long.'],
    [{ current_password: 'correct-horse-battery', new_password: 'x'.repeat(201) }, 'new_password', 'New password must be at most 200 characters long.'],
  ])('refuses %j with its message', async (payload, field, message) => {
    const { cookie } = await customer();
    const response = await putPassword(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { cookie, body } = await registerUser(t.app);
    const response = await putPassword(cookie, { current_password: 'not-my-password', new_password: 'brand-new-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Current password is incorrect.', fields: { current_password: 'Current password is incorrect.' } });
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('tells a Google-only account that it has no password to change, and how to set one', async () => {
    const { cookie } = await customer();
    const response = await putPassword(cookie, { current_password: 'anything-at-all', new_password: 'brand-new-secret' });
    expect(response.statusCode).toBe(400);
    const message = "Your account signs in with Google and has no password yet. To set one, use 'Forgot password?' on the sign-in form.";
    expect(response.json()).toEqual({ error: message, fields: { current_password: message } });
  });

  it('needs a session', async () => {
    const response = await inject({ method: 'PUT', url: '/api/users/password', payload: { current_password: 'a-password', new_password: 'brand-new-secret' } });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const { cookie, body, user } = await registerUser(t.app);
    const otherBrowser = sessionCookie(await login(body.email, body.password));
    expect((await me(otherBrowser)).statusCode).toBe(200);

    const response = await putPassword(cookie, { current_password: body.password, new_password: 'brand-new-secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_UPDATED });
    expect(response.json().message).toBe('Password updated successfully!');

    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('ends reset links sent before the change', async () => {
    const { cookie, body } = await registerUser(t.app);
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    const [mail] = (await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(body.email)}` })).json();
    const token = new URL(/http\S+/.exec(mail.text)![0]).searchParams.get('token');
    expect((await putPassword(cookie, { current_password: body.password, new_password: 'brand-new-secret' })).statusCode).toBe(200);
    const reset = await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'sneaky-password', confirmPassword: 'sneaky-password' } });
    expect(reset.statusCode).toBe(400);
    expect((await login(body.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('is rate limited per account: ten attempts in 15 minutes, then the app’s 429', async () => {
    const { cookie } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await putPassword(cookie, { current_password: `wrong-${attempt}-password`, new_password: 'brand-new-secret' })).statusCode).toBe(400);
    }
    const limited = await putPassword(cookie, { current_password: 'wrong-again-password', new_password: 'brand-new-secret' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
    // Another account is not held back by this one's attempts.
    const other = await customer();
    expect((await putPassword(other.cookie, { current_password: 'anything-at-all', new_password: 'brand-new-secret' })).statusCode).toBe(400);
  });
});

/** A booking of the shared service for `userId`, written straight to the database like the fixtures do. */
async function insertBooking(userId: string, start: Date, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      userId,
      serviceId: service.id,
      merchantId: service.merchantId,
      bookingDate: londonDateOf(start),
      bookingTime: londonTimeOf(start),
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      status: 'confirmed',
      originalPricePence: 4000,
      discountAmountPence: 0,
      platformFeePence: 500,
      finalPricePence: 4500,
      creditsUsedPence: 0,
      processingFeePence: 161,
      merchantPayoutPence: 3839,
      guestFirstName: 'Priya',
      guestLastName: 'Shah',
      guestEmail: 'priya.guest@example.com',
      guestPhone: '+44 7700900123',
      notes: 'Allergic to lavender',
      ...overrides,
    })
    .returning();
  await recordPaymentBehind(t.db, row!);
  return row!;
}

/** Holds a slot and pays for it by card in the sandbox, spending the welcome credit: a real paid booking. */
async function payForBooking(cookie: string, date: string, time: string, guestEmail: string): Promise<string> {
  const held = await inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true } });
  if (held.statusCode !== 201) throw new Error(held.body);
  const bookingId = held.json().id as string;
  const intent = await inject({
    method: 'POST',
    url: '/api/payments/create-intent',
    headers: { cookie },
    payload: { booking_id: bookingId, credits_used: 5, guest_first_name: 'Priya', guest_last_name: 'Shah', guest_email: guestEmail, guest_phone: '07700900123' },
  });
  if (intent.statusCode !== 200) throw new Error(intent.body);
  const paid = await inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { cookie },
    payload: { payment_intent_id: intent.json().payment_intent_id, payment_method: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return bookingId;
}

describe('Delete Account (DELETE /api/users/me)', () => {
  it('erases the person, keeps the financial records, cancels what is to come under the normal rules, and ends every session', async () => {
    const { cookie, body, user } = await registerUser(t.app, { first_name: 'Delia', last_name: 'Gone', phone: '+44 7700900999', city: 'York' });
    const otherBrowser = sessionCookie(await login(body.email, body.password));
    const before = await userRow(user.id);

    // A paid booking 26 hours ahead (card and £3 credit), a paid one in 7 hours, an unpaid hold, and a past one.
    const guestEmail = `guest.${randomUUID()}@example.com`;
    const paidAhead = await payForBooking(cookie, '2026-06-11', '10:00', guestEmail);
    const paidSoon = (await insertBooking(user.id, londonInstant('2026-06-10', '15:00'))).id;
    const held = await inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { service_id: service.id, booking_date: '2026-06-12', booking_time: '11:00', agreed_to_terms: true } });
    expect(held.statusCode).toBe(201);
    const past = (await insertBooking(user.id, londonInstant('2026-06-01', '10:00'), { status: 'completed' })).id;
    const bookingIds = [paidAhead, paidSoon, held.json().id as string, past];

    // A contact message signed in and one sent signed out from the same address; a Google identity; mail delivered.
    expect((await inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: { name: 'Delia Gone', email: body.email, phone: '07700 900999', message: 'Hello' } })).statusCode).toBe(201);
    expect((await inject({ method: 'POST', url: '/api/contact', payload: { name: 'Delia G', email: body.email, message: 'Again' } })).statusCode).toBe(201);
    await t.db.insert(identities).values({ userId: user.id, issuer: 'https://accounts.google.com', subject: `sub-${randomUUID()}`, email: body.email });
    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: now }).where(eq(mailOutbox.to, body.email));
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).not.toHaveLength(0);
    const ledgerBefore = await t.db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, user.id));

    // Someone else, whose data must not move.
    const bystander = await registerUser(t.app, { first_name: 'Bea', last_name: 'Stander' });
    const bystanderBooking = (await insertBooking(bystander.user.id, londonInstant('2026-06-15', '10:00'))).id;
    const bystanderBefore = (await me(bystander.cookie)).json();

    const response = await deleteAccount(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    const cleared = response.cookies.find((c) => c.name === 'lull_session');
    expect(cleared?.value).toBe('');

    // Signed out everywhere, and no way back in.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect(await t.db.select().from(identities).where(eq(identities.userId, user.id))).toHaveLength(0);

    // The account row stays for the records, without anything that identifies the person.
    const row = await userRow(user.id);
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: '', city: '', passwordHash: null, marketingConsent: false, role: 'consumer' });
    expect(row.email).toBe(`deleted-${user.id}@deleted.lull.invalid`);
    expect(row.referralCode).not.toBe(before.referralCode);
    expect(row.deletedAt).toEqual(now);

    // Every booking is still there, without the name, email, phone or notes given for it.
    const kept = await t.db.select().from(bookings).where(inArray(bookings.id, bookingIds));
    expect(kept).toHaveLength(4);
    for (const booking of kept) {
      expect(booking).toMatchObject({ userId: user.id, guestFirstName: null, guestLastName: null, guestEmail: null, guestPhone: null, notes: null });
    }
    const status = Object.fromEntries(kept.map((booking) => [booking.id, booking.status]));
    expect(status).toEqual({ [paidAhead]: 'cancelled', [paidSoon]: 'cancelled', [held.json().id]: 'cancelled', [past]: 'completed' });

    // The paid booking 26 hours ahead: the normal refund (card part less fees as a request, credit back on the ledger).
    const refunds = await t.db.select().from(refundRequests).where(eq(refundRequests.userId, user.id));
    expect(refunds).toHaveLength(1);
    // £35 off-peak price, £3 credit, £32 by card: back £32 − £5 platform fee − £1.32 processing fee.
    expect(refunds[0]).toMatchObject({ bookingId: paidAhead, status: 'pending', totalPaidPence: 3500, creditsUsedPence: 300, creditsRestoredPence: 300, cardRefundPence: 2568 });
    // The one within 24 hours is cancelled without a refund; the payment records all stay.
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, paidAhead))).not.toHaveLength(0);
    const ledgerAfter = await t.db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, user.id));
    expect(ledgerAfter.length).toBe(ledgerBefore.length + 1);
    expect(ledgerAfter.find((entry) => entry.type === 'refund')).toMatchObject({ amountPence: 300, referenceId: paidAhead });

    // Notifications gone; contact messages kept for support without who sent them; delivered mail copies gone.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
    const messages = await t.db.select().from(contactMessages).where(eq(contactMessages.email, row.email!));
    expect(messages.map((message) => ({ name: message.name, phone: message.phone, text: message.message })).sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { name: 'Deleted account', phone: '', text: 'Again' },
      { name: 'Deleted account', phone: '', text: 'Hello' },
    ]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(0);
    // (Mail still waiting, such as a notice of what was just cancelled, is sent as usual.)
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).filter((mail) => mail.status !== 'pending')).toHaveLength(0);

    // The freed times can be booked again.
    expect(
      (await inject({ method: 'POST', url: '/api/bookings', headers: { cookie: bystander.cookie }, payload: { service_id: service.id, booking_date: '2026-06-11', booking_time: '10:00', agreed_to_terms: true } }))
        .statusCode,
    ).toBe(201);

    // Another customer's account and bookings are untouched.
    expect((await me(bystander.cookie)).json()).toEqual(bystanderBefore);
    const [theirs] = await t.db.select().from(bookings).where(eq(bookings.id, bystanderBooking));
    expect(theirs).toMatchObject({ status: 'confirmed', guestFirstName: 'Priya', guestEmail: 'priya.guest@example.com', notes: 'Allergic to lavender' });

    // The address can sign up again, as a new account with its own welcome credit; the old referral code is dead.
    const again = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, first_name: 'Delia' } });
    expect(again.statusCode).toBe(201);
    expect(again.json().user).toMatchObject({ email: body.email, credit_balance: 3 });
    expect(again.json().user.id).not.toBe(user.id);
    const completion = await inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: sessionCookie(again) },
      payload: { email: body.email, first_name: 'Delia', phone: '07700 900456', country_code: '+44', city: 'York', referral_code: before.referralCode, gdpr_consent: true },
    });
    expect(completion.statusCode).toBe(400);
    expect(completion.json().fields.referral_code).toBe('This referral code is not valid.');
  });

  it('needs a session', async () => {
    expect((await inject({ method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('deletes once when asked twice at once', async () => {
    const { cookie } = await customer();
    const statuses = (await Promise.all([deleteAccount(cookie), deleteAccount(cookie)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it.each(['merchant', 'admin'] as const)('refuses a %s account: business accounts are closed by the team', async (role) => {
    const email = uniqueEmail(role);
    const { owner } = role === 'merchant' ? await createMerchant(t.db, { email }) : { owner: (await t.db.insert(users).values({ email, role, referralCode: randomUUID().slice(0, 8) }).returning())[0]! };
    const session = await startSession(t.db, owner.id, now, 'test');
    const cookie = `lull_session=${session.token}`;
    const response = await deleteAccount(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Business accounts are closed by our team: please contact us.' });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await userRow(owner.id)).deletedAt).toBeNull();
  });
});
