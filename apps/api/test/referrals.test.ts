import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { notifications } from '../src/db/schema/messaging';
import { referrals } from '../src/db/schema/referrals';
import { users } from '../src/db/schema/users';
import { insertCreditEntry } from '../src/modules/credits/credits.repository';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registrationBody, sessionCookie, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

// Wednesday 10 June 2026, 08:00 in London. The fixtures' salon opens Mon–Fri 09:00–17:00.
const NOW = new Date('2026-06-10T07:00:00Z');
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 86_400_000).toISOString();
let t: TestApp;
let service: { id: string };
let free: { id: string };
let slot = 0;
const engine = usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection: requests serialise';

const inject = (options: InjectOptions) => t.app.inject(options);
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } };

interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** Signs up through POST /api/auth/register (each from its own address, clear of the per-address limit). */
async function signUp(referralCode?: unknown): Promise<Person> {
  slot += 1;
  const body = registrationBody(referralCode === undefined ? {} : { referral_code: referralCode });
  const response = await inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: `10.0.0.${slot}` });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json();
  return { id: user.id, email: user.email, cookie: sessionCookie(response) };
}

const me = async (person: Person) => (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: person.cookie } })).json();
const codeOf = async (person: Person): Promise<string> => (await me(person)).referral_code;
const stats = async (person: Person) => {
  const response = await inject({ method: 'GET', url: '/api/referrals/stats', headers: { cookie: person.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const referralOf = async (person: Person) => (await t.db.select().from(referrals).where(eq(referrals.referredUserId, person.id)))[0];
const earnedBy = async (person: Person) => (await t.db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, person.id))).filter((entry) => entry.type === 'earned');
const rewardNotices = async (person: Person) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, person.id))).filter((row) => row.type === 'referral_reward');

let time = 0;
/** Holds a fresh weekday slot (each call its own time) and returns the booking id. */
async function hold(person: Person, serviceId = service.id): Promise<string> {
  time += 1;
  const date = `2026-06-${String(11 + Math.floor(time / 12)).padStart(2, '0')}`;
  const minutes = 9 * 60 + 30 * (time % 12);
  const at = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const response = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: person.cookie },
    payload: { service_id: serviceId, booking_date: date, booking_time: at, agreed_to_terms: true },
  });
  if (response.statusCode !== 201) throw new Error(`could not hold ${date} ${at}: ${response.body}`);
  return response.json().id;
}

async function intentFor(person: Person, bookingId: string): Promise<string> {
  const intent = await inject({ method: 'POST', url: '/api/payments/create-intent', headers: { cookie: person.cookie }, payload: { booking_id: bookingId } });
  expect(intent.statusCode, intent.body).toBe(200);
  return intent.json().payment_intent_id;
}

const payByCard = (person: Person, intentId: string) =>
  inject({ method: 'POST', url: '/api/payments/confirm', headers: { cookie: person.cookie }, payload: { payment_intent_id: intentId, payment_method: card } });
const payByCredit = (person: Person, bookingId: string) =>
  inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: { cookie: person.cookie }, payload: { credits_used: 5 } });

function completion(email: string, referralCode: string) {
  return { email, first_name: 'Jo', last_name: 'Bloggs', phone: '07700 900456', country_code: '+44', city: 'Leeds', referral_code: referralCode, gdpr_consent: true };
}
const complete = (person: Person, referralCode: string) => inject({ method: 'POST', url: '/api/users', headers: { cookie: person.cookie }, payload: completion(person.email, referralCode) });

const expectOk = (response: LightMyRequestResponse) => expect(response.statusCode, response.body).toBe(200);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { merchant } = await createMerchant(t.db);
  service = await createService(t.db, merchant.id, { pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 });
  free = await createService(t.db, merchant.id, { name: 'Free consultation', pricePence: 0, offPeakPricePence: null, durationMinutes: 30 });
});
afterAll(() => t.close());

describe('signing up with a referral code', () => {
  it('records the referral of a friend who signs up with the code kept from a ?ref= link', async () => {
    const referrer = await signUp();
    const code = await codeOf(referrer);
    expect(await stats(referrer)).toEqual({ referral_code: code, credit_balance: 3, total_referrals: 0, rewarded_referrals: 0 });

    // Typed or pasted loosely: trimmed and read upper case, as on Complete Your Profile.
    const friend = await signUp(`  ${code.toLowerCase()} `);
    expect(await referralOf(friend)).toMatchObject({ referrerUserId: referrer.id, code, rewardedAt: null });
    const [row] = await t.db.select({ referredBy: users.referredByUserId }).from(users).where(eq(users.id, friend.id));
    expect(row!.referredBy).toBe(referrer.id);
    expect(await stats(referrer)).toEqual({ referral_code: code, credit_balance: 3, total_referrals: 1, rewarded_referrals: 0 });
    // The friend starts like anyone else: £3 welcome credit, no reward yet for anybody.
    expect((await me(friend)).credit_balance).toBe(3);
    expect(await earnedBy(referrer)).toHaveLength(0);
  });

  it.each([
    ['an unknown code', 'NOPE1234'],
    ['a code that cannot be one', 'not a code!'],
    ['a code far too long', 'A'.repeat(500)],
    ['null', null],
    ['an empty code', ''],
  ])('ignores %s: the account is created, with no referral', async (_label, referralCode) => {
    const person = await signUp(referralCode);
    expect(await referralOf(person)).toBeUndefined();
    expect(await me(person)).toMatchObject({ email: person.email, credit_balance: 3 });
  });

  it('refuses a referral_code that is not text, like any malformed field', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...registrationBody(), referral_code: 42 }, remoteAddress: '10.0.1.1' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a referral on Complete Your Profile', () => {
  it('records a referral for someone who signed up without one (as after a Google sign-up)', async () => {
    const referrer = await signUp();
    const person = await signUp();
    expectOk(await complete(person, (await codeOf(referrer)).toLowerCase()));
    expect(await referralOf(person)).toMatchObject({ referrerUserId: referrer.id });
    expect((await stats(referrer)).total_referrals).toBe(1);
  });

  it('refuses your own code', async () => {
    const person = await signUp();
    const response = await complete(person, await codeOf(person));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You cannot use your own referral code.', fields: { referral_code: 'You cannot use your own referral code.' } });
    expect(await referralOf(person)).toBeUndefined();
  });

  it('refuses a second referral, and takes the same code again as nothing new', async () => {
    const first = await signUp();
    const second = await signUp();
    const person = await signUp(await codeOf(first));

    const again = await complete(person, await codeOf(second));
    expect(again.statusCode).toBe(409);
    const message = 'You have already joined with a referral code: only one can be used per account.';
    expect(again.json()).toEqual({ error: message, fields: { referral_code: message } });
    expect(await referralOf(person)).toMatchObject({ referrerUserId: first.id });

    expectOk(await complete(person, await codeOf(first)));
    expect((await stats(first)).total_referrals).toBe(1);
    expect((await stats(second)).total_referrals).toBe(0);
  });

  it('keeps one referral when two different codes are sent at the same moment', async () => {
    const [a, b, person] = [await signUp(), await signUp(), await signUp()];
    const responses = await Promise.all([complete(person, await codeOf(a)), complete(person, await codeOf(b))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(referrals).where(eq(referrals.referredUserId, person.id))).toHaveLength(1);
  });
});

describe(`the referrer's reward (${engine})`, () => {
  it("pays £3 exactly once when the same friend's first two bookings are paid at the same moment", async () => {
    const referrer = await signUp();
    const friend = await signUp(await codeOf(referrer));
    const bookings = [await hold(friend), await hold(friend)];
    const intents = [await intentFor(friend, bookings[0]!), await intentFor(friend, bookings[1]!)];

    const responses = await Promise.all(intents.map((intentId) => payByCard(friend, intentId)));
    responses.forEach(expectOk);

    const earned = await earnedBy(referrer);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ amountPence: 300, referenceType: 'referral', expiresAt: new Date(IN_30_DAYS) });
    const referral = await referralOf(friend);
    expect(referral!.rewardedAt).toEqual(NOW);
    expect(bookings).toContain(referral!.rewardBookingId);
    expect(await rewardNotices(referrer)).toHaveLength(1);

    // A later booking of the same friend earns nothing more.
    expectOk(await payByCard(friend, await intentFor(friend, await hold(friend))));
    expect(await earnedBy(referrer)).toHaveLength(1);
    expect(await rewardNotices(referrer)).toHaveLength(1);
    // The friend is not rewarded for being referred, and nobody else is either.
    expect(await earnedBy(friend)).toHaveLength(0);
  });

  it('pays once when one booking is paid by card and another with credit alone at the same moment', async () => {
    const referrer = await signUp();
    const friend = await signUp(await codeOf(referrer));
    // £3 welcome + £2 covers the £5 booking fee of a free consultation.
    await insertCreditEntry(t.db, { userId: friend.id, type: 'bonus', amountPence: 200, description: 'Goodwill credit', expiresAt: new Date(IN_30_DAYS) });
    const byCard = await hold(friend);
    const byCredit = await hold(friend, free.id);
    const intent = await intentFor(friend, byCard);

    const responses = await Promise.all([payByCard(friend, intent), payByCredit(friend, byCredit)]);
    responses.forEach(expectOk);
    expect(await earnedBy(referrer)).toHaveLength(1);
    expect(await rewardNotices(referrer)).toHaveLength(1);
    expect([byCard, byCredit]).toContain((await referralOf(friend))!.rewardBookingId);
  });

  it('shows the referrer £3 in credit history, in the balance and in a notification', async () => {
    const referrer = await signUp();
    const friend = await signUp(await codeOf(referrer));
    expectOk(await payByCard(friend, await intentFor(friend, await hold(friend))));

    const history = (await inject({ method: 'GET', url: '/api/credits/history', headers: { cookie: referrer.cookie } })).json();
    expect(history).toEqual([
      expect.objectContaining({ type: 'earned', amount: 3, description: 'Referral reward: a friend made their first booking', expires_at: IN_30_DAYS }),
      expect.objectContaining({ type: 'bonus', amount: 3, description: 'Welcome credit' }),
    ]);
    expect(await stats(referrer)).toMatchObject({ credit_balance: 6, total_referrals: 1, rewarded_referrals: 1 });
    expect((await me(referrer)).credit_balance).toBe(6);

    const bell = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie: referrer.cookie } })).json();
    expect(bell[0]).toMatchObject({ type: 'referral_reward', title: 'You earned £3 credit', is_read: false });
    expect(bell[0].message).toContain("we've added £3 of credit to your account");
  });

  it('pays nothing for a booking that is only held, and nothing when the friend had paid a booking before being referred', async () => {
    const referrer = await signUp();
    const friend = await signUp();
    await hold(friend);
    expectOk(await payByCard(friend, await intentFor(friend, await hold(friend))));

    // Referred afterwards: the first paid booking came before the referral, so no booking is the one that earns.
    expectOk(await complete(friend, await codeOf(referrer)));
    expectOk(await payByCard(friend, await intentFor(friend, await hold(friend))));
    expect(await earnedBy(referrer)).toHaveLength(0);
    expect(await stats(referrer)).toMatchObject({ total_referrals: 1, rewarded_referrals: 0, credit_balance: 3 });
  });
});
