import { londonInstant, type IsoDate, type WallTime } from '@lull/domain/london-time';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoveProposals, bookings, refundRequests } from '../src/db/schema/bookings';
import { contactMessages, notifications } from '../src/db/schema/messaging';
import { bookingTerms } from '../src/db/schema/terms';
import { payouts } from '../src/db/schema/payouts';
import { users } from '../src/db/schema/users';
import { notify } from '../src/modules/notifications/notifications.service';
import { insertRevenueEntry } from '../src/modules/revenue/revenue.repository';
import { hashPassword } from '../src/shared/passwords';
import { ACTORS, createAccount, createActors, createPerson, standIn, type Actor, type ActorName } from './support/actors';
import { grantCredit } from './support/booking-customers';
import { type createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { applicationPayload, serviceFormPayload, uploaded } from './support/merchant-fixtures';
import { listRoutes, routeKey } from './support/route-table';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { pdfBytes } from './support/uploads';

/**
 * The authorization matrix (docs/SECURITY.md): every route of the running app, called by every kind of caller,
 * with the other party's ids where the route takes one, answers what EXPECTED says. The routes come from the
 * app's own route tree, so a route added without a line here fails the test, and so does a line for a route that
 * is gone.
 *
 * Who owns what: customer B and merchant B own every object a path names (B's booking, B's waitlist entry, B's
 * notification; B's business, service, bank account, review). So A's column is "someone else's object", B's
 * column is "the owner's", and the admin's says what an admin may do with it. Someone else's object answers 404,
 * so its existence is not revealed; 403 only where the object is public anyway (B's business is listed, so a
 * merchant naming it with `merchant_id` is told it is not theirs) or where the caller's role may never use the
 * route (the /api/admin guard, a customer on a salon's route).
 *
 * Unsafe requests go through app.inject without an Origin header: the same-origin check lets them through, so
 * only authorization decides here (CSRF has its own test). Every caller the table lets through gets its own
 * call with fresh objects (a booking to cancel, a service to delete, a user to disable), or a fresh account of its
 * kind where the call uses the caller up (sign out, delete the account, change the password); the refused callers
 * share one call, since a refusal changes nothing. So the order of the calls decides no answer.
 */

// ─── The expected answers ────────────────────────────────────────────────────────────────────────────────────
// ok: a 2xx. 400/409/422: the caller got past authorization to the route's own checks (said where it applies).
// 401/403/404: refused. Columns: signed out, customer A, customer B, merchant A, merchant B, admin, disabled user.
const ADMIN_ONLY = '401 403 403 403 403 ok  401';
const PUBLIC = 'ok  ok  ok  ok  ok  ok  ok';
const SIGNED_IN = '401 ok  ok  ok  ok  ok  401';
const NOT_CONFIGURED = '404 404 404 404 404 404 404';
/** A customer B's object (a booking, a waitlist entry, a notification): B alone. */
const CUSTOMER_B_ONLY = '401 404 ok  404 404 404 401';
/** A salon's own data, asked for with `merchant_id` = merchant B's business: B and admins; A is told it is not theirs. */
const SALON_B_SCOPED = '401 404 404 403 ok  ok  401';
/** An object of merchant B's business (a service, a bank account): B and admins; to anyone else it does not exist. */
const SALON_B_OBJECT = '401 404 404 404 ok  ok  401';

const EXPECTED: Record<string, string> = {
  // Public: the catalogue, a business's page, reviews, files and policy, the terms, config, health, the API docs.
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  // Open outside production when no METRICS_TOKEN is set (operations.test.ts covers the token).
  'GET /metrics': PUBLIC,
  // For search engines: the sitemaps and robots.txt.
  'GET /sitemap.xml': PUBLIC,
  'GET /sitemaps/pages.xml': PUBLIC,
  'GET /sitemaps/businesses-:page.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /sitemaps/landing-pages.xml': PUBLIC,
  'GET /api/landing-pages/:location/:slug': PUBLIC,
  'GET /api/config': PUBLIC,
  'GET /api/booking-terms': PUBLIC,
  'GET /api/services': PUBLIC,
  'GET /api/services/search': PUBLIC,
  'GET /api/services/last-minute': PUBLIC,
  'GET /api/services/:id': PUBLIC,
  'GET /api/services/:id/availability': PUBLIC,
  'GET /api/services/:id/taken-times': PUBLIC,
  'GET /api/merchants/marketplace-figures': PUBLIC,
  'GET /api/merchants/:id': PUBLIC,
  'GET /api/merchants/:id/reviews': PUBLIC,
  'GET /api/merchants/:id/files': PUBLIC,
  'GET /api/merchants/:id/policy': PUBLIC,
  // Outside production only (not registered when NODE_ENV=production): the mail Lull sent.
  'GET /api/dev/outbox': PUBLIC,
  'POST /api/contact': PUBLIC,

  // Signing in and out: open to anyone (a session, live or dead, changes nothing).
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /api/logout': PUBLIC,
  // Google sign-in and the Stripe webhook are off in this app (no provider, the sandbox gateway): 404 to anyone,
  // session or not. google-sign-in.test.ts and stripe-payments.test.ts call them configured; neither takes a
  // session as authority (the provider's code and state, Stripe's signature).
  'GET /api/oauth/google/redirect_url': NOT_CONFIGURED,
  'POST /api/sessions': NOT_CONFIGURED,
  'POST /api/payments/webhook': NOT_CONFIGURED,

  // The caller's own account.
  'GET /api/users/me': SIGNED_IN,
  'POST /api/users': SIGNED_IN,
  'PUT /api/users/profile': SIGNED_IN,
  'PUT /api/users/password': SIGNED_IN,
  // A business's or an admin's account is closed by the team, not by its holder.
  'DELETE /api/users/me': '401 ok  ok  409 409 409 401',
  'GET /api/credits/history': SIGNED_IN,
  'GET /api/referrals/stats': SIGNED_IN,
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/page': SIGNED_IN,
  'POST /api/notifications/mark-all-read': SIGNED_IN,
  'POST /api/notifications/read': SIGNED_IN,
  'DELETE /api/notifications/delete': SIGNED_IN,
  'POST /api/notifications/:id/read': CUSTOMER_B_ONLY,
  'GET /api/favourites': SIGNED_IN,
  'GET /api/favourites/ids': SIGNED_IN,
  'PUT /api/favourites/:merchantId': SIGNED_IN,
  'DELETE /api/favourites/:merchantId': SIGNED_IN,
  'GET /api/reviews/mine': SIGNED_IN,
  'POST /api/uploads': SIGNED_IN,
  'GET /api/files/:id': '404 404 404 404 ok  ok  404',

  // Booking and paying.
  // Anyone signed in may hold a time of merchant B's service, except merchant B: a salon never books itself.
  'POST /api/bookings': '401 ok  ok  ok  409 ok  401',
  'GET /api/bookings/me': SIGNED_IN,
  'GET /api/bookings/:id': CUSTOMER_B_ONLY,
  'GET /api/bookings/:id/calendar.ics': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/cancel': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/reschedule': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/reschedule/quote': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/move-proposal/accept': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/move-proposal/decline': CUSTOMER_B_ONLY,
  'DELETE /api/bookings/:id': CUSTOMER_B_ONLY,
  'POST /api/bookings/:id/review': CUSTOMER_B_ONLY,
  // Paying wholly with credit: credit covers at most £5 of a booking and every booking carries a £5 fee, so no
  // priced service is ever covered; the owner reaching that rule (400) is as far as the route goes.
  'POST /api/bookings/:id/confirm': '401 404 400 404 404 404 401',
  'POST /api/payments/create-intent': CUSTOMER_B_ONLY,
  'POST /api/payments/confirm': CUSTOMER_B_ONLY,
  'POST /api/waitlist': SIGNED_IN,
  'GET /api/waitlist/mine': SIGNED_IN,
  'DELETE /api/waitlist/:id': CUSTOMER_B_ONLY,

  // A salon's side.
  // Onboarding: one business an account (a merchant already has theirs).
  'POST /api/merchants': '401 ok  ok  409 409 ok  401',
  'GET /api/merchants/me': '401 404 404 ok  ok  404 401',
  // B's business is public, so naming it reveals nothing: anyone but its owner and admins is told it is not theirs.
  'PUT /api/merchants/:id': '401 403 403 403 ok  ok  401',
  'GET /api/services/me': SALON_B_SCOPED,
  // A customer has no business to add to; each merchant adds to their own, an admin to the one named.
  'POST /api/services': '401 404 404 ok  ok  ok  401',
  'PUT /api/services/:id': SALON_B_OBJECT,
  'DELETE /api/services/:id': SALON_B_OBJECT,
  'POST /api/services/:id/toggle': SALON_B_OBJECT,
  'GET /api/off-peak-schedules/:merchantId': SALON_B_SCOPED,
  'POST /api/off-peak-schedules/:merchantId': SALON_B_SCOPED,
  'GET /api/bookings/merchant': SALON_B_SCOPED,
  'GET /api/bookings/merchant/calendar': SALON_B_SCOPED,
  'POST /api/bookings/:id/complete': SALON_B_OBJECT,
  'PUT /api/bookings/:id/status': SALON_B_OBJECT,
  // Cancelling with a reason and offering another time are the salon's own voice to its customer: not an admin's.
  'POST /api/merchant/bookings/:id/cancel': '401 404 404 404 ok  404 401',
  'POST /api/merchant/bookings/:id/move': '401 404 404 404 ok  404 401',
  'DELETE /api/merchant/bookings/:id/move': '401 404 404 404 ok  404 401',
  'GET /api/merchant/reviews': SALON_B_SCOPED,
  // The reply is the salon's own voice: an admin hides a review but never answers for the salon.
  'POST /api/merchant/reviews/:id/reply': '401 404 404 404 ok  404 401',
  'GET /api/merchant/revenue': SALON_B_SCOPED,
  'GET /api/merchant/statements': SALON_B_SCOPED,
  'GET /api/merchant/statements.csv': SALON_B_SCOPED,
  'GET /api/merchant/payouts': SALON_B_SCOPED,
  'GET /api/merchant/payouts/:id': SALON_B_OBJECT,
  'GET /api/merchant/off-peak-impact': SALON_B_SCOPED,
  'GET /api/merchant/bank-accounts': SALON_B_SCOPED,
  'POST /api/merchant/bank-accounts': SALON_B_SCOPED,
  'PUT /api/merchant/bank-accounts/:id': SALON_B_OBJECT,
  'DELETE /api/merchant/bank-accounts/:id': SALON_B_OBJECT,
  'GET /api/merchant/payout-settings': SALON_B_SCOPED,
  'PUT /api/merchant/payout-settings': SALON_B_SCOPED,
  // The salon's team and diary (decision 050).
  'GET /api/merchant/team': SALON_B_SCOPED,
  'POST /api/merchant/team': SALON_B_SCOPED,
  'PUT /api/merchant/team/:id': SALON_B_OBJECT,
  'DELETE /api/merchant/team/:id': SALON_B_OBJECT,
  'PUT /api/merchant/team/:id/busy-calendar': SALON_B_OBJECT,
  'DELETE /api/merchant/team/:id/busy-calendar': SALON_B_OBJECT,
  'PUT /api/merchant/busy-calendar': SALON_B_SCOPED,
  'DELETE /api/merchant/busy-calendar': SALON_B_SCOPED,
  'GET /api/merchant/diary': SALON_B_SCOPED,
  'POST /api/merchant/diary/blocks': SALON_B_SCOPED,
  'DELETE /api/merchant/diary/blocks/:id': SALON_B_OBJECT,
  // The salon's calendar addresses; the feed itself takes no session: its secret address is the only key.
  'GET /api/merchant/calendar-feed': SALON_B_SCOPED,
  'POST /api/merchant/calendar-feed/rotate': SALON_B_SCOPED,
  'GET /api/calendar-feeds/:file': PUBLIC,

  // Admins only: the /api/admin guard answers before the route reads anything.
  'GET /api/admin/stats': ADMIN_ONLY,
  'GET /api/admin/analytics': ADMIN_ONLY,
  'GET /api/admin/reconciliation': ADMIN_ONLY,
  'GET /api/admin/off-peak-impact': ADMIN_ONLY,
  'GET /api/admin/audit': ADMIN_ONLY,
  'GET /api/admin/export/:kind': ADMIN_ONLY,
  'GET /api/admin/export/:kind/count': ADMIN_ONLY,
  'GET /api/admin/users': ADMIN_ONLY,
  'GET /api/admin/users/:id': ADMIN_ONLY,
  'POST /api/admin/users/:id/disable': ADMIN_ONLY,
  'POST /api/admin/users/:id/enable': ADMIN_ONLY,
  'POST /api/admin/users/:id/grant-credit': ADMIN_ONLY,
  'GET /api/admin/users/:id/bookings': ADMIN_ONLY,
  'GET /api/admin/users/:id/credit-history': ADMIN_ONLY,
  'GET /api/admin/users/:id/reviews': ADMIN_ONLY,
  'GET /api/admin/users/:id/sign-ins': ADMIN_ONLY,
  'GET /api/admin/users/:id/audit': ADMIN_ONLY,
  'GET /api/admin/merchants': ADMIN_ONLY,
  'POST /api/admin/merchants': ADMIN_ONLY,
  'POST /api/admin/businesses/create': ADMIN_ONLY,
  'GET /api/admin/merchants/owner-lookup': ADMIN_ONLY,
  'GET /api/admin/merchants/:id': ADMIN_ONLY,
  'PUT /api/admin/merchants/:id': ADMIN_ONLY,
  'DELETE /api/admin/merchants/:id': ADMIN_ONLY,
  'POST /api/admin/merchants/:id/approve': ADMIN_ONLY,
  'POST /api/admin/merchants/:id/pause': ADMIN_ONLY,
  'POST /api/admin/merchants/:id/unpause': ADMIN_ONLY,
  'GET /api/admin/merchants/:id/deletion-preview': ADMIN_ONLY,
  'GET /api/admin/services': ADMIN_ONLY,
  'POST /api/admin/services': ADMIN_ONLY,
  'GET /api/admin/services/:serviceId': ADMIN_ONLY,
  'PUT /api/admin/services/:serviceId': ADMIN_ONLY,
  'DELETE /api/admin/services/:serviceId': ADMIN_ONLY,
  'POST /api/admin/services/:serviceId/approve': ADMIN_ONLY,
  'POST /api/admin/services/:serviceId/activate': ADMIN_ONLY,
  'POST /api/admin/services/:serviceId/deactivate': ADMIN_ONLY,
  'GET /api/admin/services/:serviceId/bookings': ADMIN_ONLY,
  'GET /api/admin/bookings': ADMIN_ONLY,
  'GET /api/admin/bookings/:id': ADMIN_ONLY,
  'POST /api/admin/bookings/:id/cancel': ADMIN_ONLY,
  'GET /api/admin/reviews': ADMIN_ONLY,
  'POST /api/admin/reviews/:id/hide': ADMIN_ONLY,
  'GET /api/admin/refund-requests': ADMIN_ONLY,
  'POST /api/admin/refund-requests/:id/complete': ADMIN_ONLY,
  'GET /api/admin/merchant-payouts': ADMIN_ONLY,
  'POST /api/admin/merchant-payouts/:merchantId/complete': ADMIN_ONLY,
  'POST /api/admin/bank-accounts/:id/verify': ADMIN_ONLY,
  'GET /api/admin/contact-submissions': ADMIN_ONLY,
  'POST /api/admin/contact-submissions/:id/handle': ADMIN_ONLY,
};

/**
 * The Swagger UI's own page and assets under /api/docs (a bundled static site that holds no data and takes no
 * session) are left out; the API document it reads (/api/docs/json, /api/docs/yaml) stays in the matrix.
 */
const isSwaggerUiAsset = (key: string) => key.startsWith('GET /api/docs') && !['GET /api/docs/json', 'GET /api/docs/yaml'].includes(key);

// ─── The world the calls run in ──────────────────────────────────────────────────────────────────────────────
// Wednesday 10 June 2026, 08:00 in London; the clock stands still, so no hold lapses mid-test.
const NOW = new Date('2026-06-10T07:00:00Z');
const HOUR = 3_600_000;
/** Weekdays before today, for visits that have taken place (booked and paid a day ahead, the clock turned back). */
const PAST_DAYS = ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-06-01', '2026-06-02', '2026-06-03'];
const BOOKABLE_DAYS = ['2026-06-11', '2026-06-12', '2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-22', '2026-06-23', '2026-06-24'];
const card = { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } };

let now = NOW;
let t: TestApp;
let actors: Record<ActorName, Actor>;
let filler: Actor;
let serviceB: { id: string; merchantId: string };
let bookingOfB: string;
let notificationOfB: string;
let certificateOfB: string;
let bankAccountOfB: string;

let addressCount = 0;
/** Each request from its own address, so the per-address limits (sign-up, contact, reset) never decide a cell. */
const nextAddress = () => {
  addressCount += 1;
  return `10.9.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

async function send(method: string, url: string, cookie: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    remoteAddress: nextAddress(),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function expectStatus(response: Awaited<ReturnType<typeof send>>, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A time of merchant B's 30-minute service (open 09:00 to 17:00 on weekdays) on one of `days`, never used twice. */
function slotTaker(days: readonly string[]) {
  let taken = 0;
  return () => {
    const index = taken++;
    const day = days[Math.floor(index / 16)];
    if (!day) throw new Error('out of slots');
    const minutes = 9 * 60 + (index % 16) * 30;
    return { booking_date: day as IsoDate, booking_time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}` as WallTime };
  };
}
const nextSlot = slotTaker(BOOKABLE_DAYS);
const nextPastSlot = slotTaker(PAST_DAYS);

/**
 * A hold (pending booking) on merchant B's service, made by `who` through the API: its id and price in pounds.
 * The caller's earlier holds, made for calls already answered, are released first: a customer keeps two at most.
 */
async function holdWithPrice(who: Actor, slot = nextSlot()): Promise<{ id: string; final_price: number }> {
  const mine = (await expectStatus(await send('GET', '/api/bookings/me', who.cookie), 200, 'my bookings')).json() as { id: string; status: string }[];
  for (const earlier of mine.filter((booking) => booking.status === 'pending')) {
    await expectStatus(await send('DELETE', `/api/bookings/${earlier.id}`, who.cookie), 204, 'release');
  }
  const held = await expectStatus(await send('POST', '/api/bookings', who.cookie, { service_id: serviceB.id, ...slot, agreed_to_terms: true, agreed_to_merchant_policy: true }), 201, 'hold');
  return held.json() as { id: string; final_price: number };
}
const hold = async (who: Actor, slot = nextSlot()) => (await holdWithPrice(who, slot)).id;

/** A card payment intent for one of customer B's holds. */
async function intentOfB(slot = nextSlot()): Promise<{ bookingId: string; intentId: string }> {
  const bookingId = await hold(actors.customerB, slot);
  const intent = await expectStatus(await send('POST', '/api/payments/create-intent', actors.customerB.cookie, { booking_id: bookingId }), 200, 'intent');
  return { bookingId, intentId: intent.json().payment_intent_id as string };
}

/** Customer B's booking, held and paid by card through the API. */
async function paidBookingOfB(slot = nextSlot()): Promise<string> {
  const { bookingId, intentId } = await intentOfB(slot);
  await expectStatus(await send('POST', '/api/payments/confirm', actors.customerB.cookie, { payment_intent_id: intentId, payment_method: card }), 200, 'pay');
  return bookingId;
}

/** Customer B's paid booking that merchant B asked to move to another time (with the same member). */
async function proposedMoveOfB(): Promise<string> {
  const bookingId = await storedBookingOfB();
  const [booking] = await t.db.select({ teamMemberId: bookings.teamMemberId }).from(bookings).where(eq(bookings.id, bookingId));
  const slot = nextSlot();
  await t.db.insert(bookingMoveProposals).values({ bookingId, teamMemberId: booking!.teamMemberId, bookingDate: slot.booking_date, bookingTime: slot.booking_time, startsAt: londonInstant(slot.booking_date, slot.booking_time) });
  return bookingId;
}

/** Customer B's visit to merchant B that has taken place: booked and paid the day before (the clock turned back). */
async function startedVisitOfB(): Promise<string> {
  const slot = nextPastSlot();
  now = new Date(londonInstant(slot.booking_date, slot.booking_time).getTime() - 24 * HOUR);
  try {
    return await paidBookingOfB(slot);
  } finally {
    now = NOW;
  }
}
/** A visit of customer B's that merchant B marked completed. */
async function completedVisitOfB(): Promise<string> {
  const bookingId = await startedVisitOfB();
  await expectStatus(await send('POST', `/api/bookings/${bookingId}/complete`, actors.merchantB.cookie), 200, 'complete');
  return bookingId;
}

/** Customer B's review of a completed visit to merchant B. */
async function reviewOfB(): Promise<string> {
  const bookingId = await completedVisitOfB();
  const review = await expectStatus(await send('POST', `/api/bookings/${bookingId}/review`, actors.customerB.cookie, { rating: 5, text: 'Lovely.' }), 201, 'review');
  return review.json().id as string;
}

/**
 * Customer B's paid booking of merchant B's service, written as the payment flow leaves it (no hold asked for, so the
 * hold limits of customer B's account are left to the routes that hold).
 */
async function storedBookingOfB(): Promise<string> {
  const slot = nextSlot();
  return createPaidBooking(t.db, { service: serviceB, userId: actors.customerB.userId!, start: londonInstant(slot.booking_date, slot.booking_time), minutes: 30 });
}

/** Merchant B's offer of another time for one of customer B's bookings: the path that withdraws it. */
async function offeredMoveOfB(): Promise<string> {
  const path = `/api/merchant/bookings/${await storedBookingOfB()}/move`;
  await expectStatus(await send('POST', path, actors.merchantB.cookie, nextSlot()), 200, 'offer another time');
  return path;
}

/** Customer B waiting for a time someone else holds. */
async function waitlistEntryOfB(): Promise<string> {
  const slot = nextSlot();
  await hold(filler, slot);
  const joined = await expectStatus(await send('POST', '/api/waitlist', actors.customerB.cookie, { service_id: serviceB.id, ...slot }), 201, 'waitlist');
  return joined.json().id as string;
}

/** A team member with a name nobody in B's team has yet (names are unique within a business). */
const teamMemberBody = () => ({ display_name: `Stylist ${addressCount}-${Math.random().toString(36).slice(2, 8)}`, service_ids: [] });
async function newTeamMemberOfB(): Promise<string> {
  const added = await expectStatus(await send('POST', '/api/merchant/team', actors.merchantB.cookie, teamMemberBody()), 201, 'team member');
  return added.json().id as string;
}
// A loopback address: saved, and its read refused before any connection (private addresses are not allowed here).
const busyCalendarBody = { url: 'https://127.0.0.1:9/busy.ics' };
async function newBusyCalendarOfB(path: string): Promise<string> {
  await expectStatus(await send('PUT', path, actors.merchantB.cookie, busyCalendarBody), 200, 'busy calendar');
  return path;
}

// A Saturday evening: no booking of the matrix's is then, and blocks may overlap blocks.
const blockBody = { team_member_id: null, date: '2026-06-13', start_time: '20:00', end_time: '20:30', kind: 'break', note: '' };
async function newBlockOfB(): Promise<string> {
  const added = await expectStatus(await send('POST', '/api/merchant/diary/blocks', actors.merchantB.cookie, blockBody), 201, 'block');
  return added.json().id as string;
}

/** The path of business B's calendar feed as it is now (another call may have replaced the addresses). */
async function feedOfB(): Promise<string> {
  const feeds = await expectStatus(await send('GET', '/api/merchant/calendar-feed', actors.merchantB.cookie), 200, 'calendar feed');
  return new URL((feeds.json() as { business: { url: string } }).business.url).pathname;
}

const bankAccountBody = { account_holder_name: 'Fern Ali', bank_name: 'Monzo', sort_code: '04-00-04', account_number: '31926819', account_type: 'business', data_consent_given: true };
/** Another bank account of merchant B's (B keeps at most 5, so the ones the last calls left are deleted first). */
async function newBankAccountOfB(): Promise<string> {
  const listed = (await send('GET', '/api/merchant/bank-accounts', actors.merchantB.cookie)).json() as { id: string }[];
  for (const { id } of listed.filter(({ id }) => id !== bankAccountOfB)) await expectStatus(await send('DELETE', `/api/merchant/bank-accounts/${id}`, actors.merchantB.cookie), 204, 'tidy');
  const added = await expectStatus(await send('POST', '/api/merchant/bank-accounts', actors.merchantB.cookie, bankAccountBody), 201, 'bank account');
  return added.json().id as string;
}

/** A business the admin acts on, with a signed-in owner, in the state asked for. */
async function salon(overrides: Parameters<typeof createMerchant>[1] = {}) {
  return (await createPerson(t.db, NOW, { role: 'merchant', business: overrides })).merchant!;
}

/** A salon owed £50 with a bank account an admin verified, ready for a payout to be recorded. */
async function owedSalon(): Promise<string> {
  const owner = await createAccount(t, NOW, 'merchant');
  await insertRevenueEntry(t.db, { merchantId: owner.merchantId!, type: 'adjustment', amountPence: 5000, description: 'Opening balance' });
  const account = await expectStatus(await send('POST', '/api/merchant/bank-accounts', owner.cookie, bankAccountBody), 201, 'bank account');
  await expectStatus(await send('POST', `/api/admin/bank-accounts/${(account.json() as { id: string }).id}/verify`, actors.admin.cookie), 200, 'verify');
  return owner.merchantId!;
}

let bPayout: Promise<string> | undefined;
/** A £10 payout to merchant B's business, recorded against its ledger (reading it changes nothing). */
function payoutOfB(): Promise<string> {
  bPayout ??= (async () => {
    await insertRevenueEntry(t.db, { merchantId: B(), type: 'adjustment', amountPence: 1000, description: 'Opening balance' });
    const [payout] = await t.db.insert(payouts).values({ merchantId: B(), amountPence: 1000, reference: 'MATRIX-1' }).returning();
    await insertRevenueEntry(t.db, { merchantId: B(), type: 'payout', amountPence: -1000, payoutId: payout!.id, description: 'Payout' });
    return payout!.id;
  })();
  return bPayout;
}

/** A paid booking of customer B's, cancelled in time: its refund request. */
async function refundRequestOfB(): Promise<string> {
  const bookingId = await paidBookingOfB();
  await expectStatus(await send('POST', `/api/bookings/${bookingId}/cancel`, actors.customerB.cookie), 200, 'cancel');
  const [request] = await t.db.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.bookingId, bookingId));
  return request!.id;
}

async function contactMessage(): Promise<string> {
  const email = `visitor.${addressCount}@example.com`;
  await expectStatus(await send('POST', '/api/contact', null, { name: 'Sam Visitor', email, message: 'Do you have salons in Leeds?' }), 201, 'contact');
  const [row] = await t.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, email)).orderBy(desc(contactMessages.createdAt));
  return row!.id;
}

async function disabledCustomer(): Promise<string> {
  const person = await createAccount(t, NOW, 'customer');
  await expectStatus(await send('POST', `/api/admin/users/${person.userId}/disable`, actors.admin.cookie), 200, 'disable');
  return person.userId!;
}

const STAND_IN_PASSWORD = 'correct-horse-battery';
let standInPasswordHash: Promise<string> | undefined;
/** A stand-in of the caller's kind with a password, for the password change (one argon2 hash serves them all). */
async function withPassword(actor: Actor): Promise<Actor> {
  const who = await standIn(t, NOW, actor);
  standInPasswordHash ??= hashPassword(STAND_IN_PASSWORD);
  if (who !== actor) await t.db.update(users).set({ passwordHash: await standInPasswordHash }).where(eq(users.id, who.userId!));
  return who;
}

let signInAccount: ReturnType<typeof registerUser> | undefined;
/** One account signed up with a password: signing in uses nothing up, and a reset only changes its password. */
const passwordAccount = () => (signInAccount ??= registerUser(t.app, { email: 'password.holder@example.com' }));

const businessProfile = {
  business_name: 'Fern Nail & Brow Studio',
  business_category: 'Nail Salon',
  contact_person: 'Fern Ali',
  phone: '+44 7700900456',
  address_line_1: '1 High Street',
  address_line_2: '',
  city: 'London',
  postcode: 'E8 3PH',
  description: 'Gel, acrylics and brows.',
  website_url: '',
  social_media_url: '',
  availability_hours: 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 10:00-22:00, Sunday: Closed',
  specific_policies: 'Please arrive 5 minutes early.',
  logo_files: [],
  certificate_files: [],
  photo_files: [],
  agree_provider_agreement: true,
};

// ─── How each route is called ────────────────────────────────────────────────────────────────────────────────
interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who calls instead of the actor (a fresh account of the same kind), for a call that would use the actor up. */
  as?: Actor | { cookie: string | null };
}
type CallFor = (actor: Actor) => Call | Promise<Call>;

const get = (url: string | (() => string)): CallFor => () => ({ url: typeof url === 'string' ? url : url() });
const B = () => actors.merchantB.merchantId!;
const scopedToB = (path: string) => () => `${path}?merchant_id=${B()}`;

const REQUESTS: Record<string, CallFor> = {
  'GET /api/docs/json': get('/api/docs/json'),
  'GET /api/docs/yaml': get('/api/docs/yaml'),
  'GET /api/health': get('/api/health'),
  'GET /api/ready': get('/api/ready'),
  'GET /metrics': get('/metrics'),
  'GET /sitemap.xml': get('/sitemap.xml'),
  'GET /sitemaps/pages.xml': get('/sitemaps/pages.xml'),
  'GET /sitemaps/businesses-:page.xml': get('/sitemaps/businesses-1.xml'),
  'GET /robots.txt': get('/robots.txt'),
  'GET /sitemaps/landing-pages.xml': get('/sitemaps/landing-pages.xml'),
  'GET /api/landing-pages/:location/:slug': get('/api/landing-pages/london-e8/nails'),
  'GET /api/config': get('/api/config'),
  'GET /api/booking-terms': get('/api/booking-terms'),
  'GET /api/services': get('/api/services'),
  'GET /api/services/search': get('/api/services/search?search=massage'),
  'GET /api/services/last-minute': get('/api/services/last-minute'),
  'GET /api/services/:id': get(() => `/api/services/${serviceB.id}`),
  'GET /api/services/:id/availability': get(() => `/api/services/${serviceB.id}/availability`),
  'GET /api/services/:id/taken-times': get(() => `/api/services/${serviceB.id}/taken-times`),
  'GET /api/merchants/marketplace-figures': get('/api/merchants/marketplace-figures'),
  'GET /api/merchants/:id': get(() => `/api/merchants/${B()}`),
  'GET /api/merchants/:id/reviews': get(() => `/api/merchants/${B()}/reviews`),
  'GET /api/merchants/:id/files': get(() => `/api/merchants/${B()}/files`),
  'GET /api/merchants/:id/policy': get(() => `/api/merchants/${B()}/policy`),
  'GET /api/dev/outbox': get('/api/dev/outbox?limit=1'),
  'POST /api/contact': () => ({ url: '/api/contact', body: { name: 'Sam Visitor', email: 'sam@example.com', message: 'Do you have salons in Leeds?' } }),

  'POST /api/auth/register': () => ({ url: '/api/auth/register', body: { email: `new.${addressCount}@example.com`, password: 'correct-horse-battery', first_name: 'Priya', last_name: 'Shah', phone: '+44 7700900123', city: 'London', gdpr_consent: true, marketing_consent: false } }),
  'POST /api/auth/login': async () => {
    const { body } = await passwordAccount();
    return { url: '/api/auth/login', body: { email: body.email, password: (await latestPassword()) ?? body.password } };
  },
  'POST /api/auth/forgot-password': () => ({ url: '/api/auth/forgot-password', body: { email: 'someone@example.com' } }),
  'POST /api/auth/reset-password': async () => {
    const { token, password } = await resetToken();
    return { url: '/api/auth/reset-password', body: { token, password, confirmPassword: password } };
  },
  'GET /api/logout': async (actor) => ({ url: '/api/logout', as: await standIn(t, NOW, actor) }),
  'GET /api/oauth/google/redirect_url': get('/api/oauth/google/redirect_url'),
  'POST /api/sessions': () => ({ url: '/api/sessions', body: { code: 'a-code', state: 'a-state' } }),
  'POST /api/payments/webhook': () => ({ url: '/api/payments/webhook', body: { type: 'payment_intent.succeeded' }, headers: { 'stripe-signature': 't=1,v1=00' } }),

  'GET /api/users/me': get('/api/users/me'),
  'POST /api/users': (actor) => ({
    url: '/api/users',
    body: { email: actor.email ?? 'nobody@example.com', first_name: 'Jo', last_name: 'Bloggs', phone: '07700 900456', country_code: '+44', city: 'Leeds', referral_code: '', gdpr_consent: true, marketing_consent: true },
  }),
  'PUT /api/users/profile': () => ({ url: '/api/users/profile', body: { first_name: 'Amara', last_name: 'Okafor', phone: '+44 7700 900777', city: 'Bristol', marketing_consent: true } }),
  'PUT /api/users/password': async (actor) => ({ url: '/api/users/password', body: { current_password: STAND_IN_PASSWORD, new_password: 'another-long-secret' }, as: await withPassword(actor) }),
  'DELETE /api/users/me': async (actor) => ({ url: '/api/users/me', as: await standIn(t, NOW, actor) }),
  'GET /api/credits/history': get('/api/credits/history'),
  'GET /api/referrals/stats': get('/api/referrals/stats'),
  'GET /api/notifications': get('/api/notifications'),
  'GET /api/notifications/page': get('/api/notifications/page'),
  'POST /api/notifications/mark-all-read': () => ({ url: '/api/notifications/mark-all-read' }),
  'POST /api/notifications/read': () => ({ url: '/api/notifications/read', body: { ids: [notificationOfB] } }),
  'DELETE /api/notifications/delete': () => ({ url: '/api/notifications/delete', body: { ids: [crypto.randomUUID()] } }),
  'POST /api/notifications/:id/read': () => ({ url: `/api/notifications/${notificationOfB}/read` }),
  'GET /api/favourites': get('/api/favourites'),
  'GET /api/favourites/ids': get('/api/favourites/ids'),
  'PUT /api/favourites/:merchantId': () => ({ url: `/api/favourites/${B()}` }),
  'DELETE /api/favourites/:merchantId': () => ({ url: `/api/favourites/${B()}` }),
  'GET /api/reviews/mine': get('/api/reviews/mine'),
  'POST /api/uploads': async () => ({ url: '/api/uploads?purpose=certificate', ...multipartFile('Insurance.pdf', pdfBytes()) }),
  'GET /api/files/:id': get(() => `/api/files/${certificateOfB}`),

  'POST /api/bookings': () => ({ url: '/api/bookings', body: { service_id: serviceB.id, ...nextSlot(), agreed_to_terms: true, agreed_to_merchant_policy: true } }),
  'GET /api/bookings/me': get('/api/bookings/me'),
  'GET /api/bookings/:id': get(() => `/api/bookings/${bookingOfB}`),
  'GET /api/bookings/:id/calendar.ics': get(() => `/api/bookings/${bookingOfB}/calendar.ics`),
  'POST /api/bookings/:id/cancel': async () => ({ url: `/api/bookings/${await paidBookingOfB()}/cancel` }),
  'POST /api/bookings/:id/reschedule': async () => ({ url: `/api/bookings/${await storedBookingOfB()}/reschedule`, body: nextSlot() }),
  'POST /api/bookings/:id/reschedule/quote': async () => ({ url: `/api/bookings/${await storedBookingOfB()}/reschedule/quote`, body: nextSlot() }),
  'POST /api/bookings/:id/move-proposal/accept': async () => ({ url: `/api/bookings/${await proposedMoveOfB()}/move-proposal/accept` }),
  'POST /api/bookings/:id/move-proposal/decline': async () => ({ url: `/api/bookings/${await proposedMoveOfB()}/move-proposal/decline` }),
  'DELETE /api/bookings/:id': async () => ({ url: `/api/bookings/${await hold(actors.customerB)}` }),
  'POST /api/bookings/:id/review': async () => ({ url: `/api/bookings/${await completedVisitOfB()}/review`, body: { rating: 4, text: 'Calm and careful.' } }),
  'POST /api/bookings/:id/confirm': async () => {
    const held = await holdWithPrice(actors.customerB);
    return { url: `/api/bookings/${held.id}/confirm`, body: { credits_used: held.final_price } };
  },
  'POST /api/payments/create-intent': async () => ({ url: '/api/payments/create-intent', body: { booking_id: await hold(actors.customerB) } }),
  'POST /api/payments/confirm': async () => ({ url: '/api/payments/confirm', body: { payment_intent_id: (await intentOfB()).intentId, payment_method: card } }),
  'POST /api/waitlist': async () => {
    const slot = nextSlot();
    await hold(filler, slot);
    return { url: '/api/waitlist', body: { service_id: serviceB.id, ...slot } };
  },
  'GET /api/waitlist/mine': get('/api/waitlist/mine'),
  'DELETE /api/waitlist/:id': async () => ({ url: `/api/waitlist/${await waitlistEntryOfB()}` }),

  'POST /api/merchants': async (actor) => {
    const who = await standIn(t, NOW, actor);
    const certificate = who.cookie && who.name !== 'disabled' ? [{ id: (await uploaded(t.app, who.cookie, 'certificate')).id }] : [];
    return { url: '/api/merchants', body: applicationPayload({ certificate_files: certificate }), as: who };
  },
  'GET /api/merchants/me': get('/api/merchants/me'),
  'PUT /api/merchants/:id': () => ({ url: `/api/merchants/${B()}`, body: { ...businessProfile, certificate_files: [{ id: certificateOfB }] } }),
  'GET /api/services/me': get(scopedToB('/api/services/me')),
  'POST /api/services': (actor) => ({ url: '/api/services', body: serviceFormPayload(actor.name === 'admin' ? { merchant_id: B() } : {}) }),
  'PUT /api/services/:id': async () => ({ url: `/api/services/${(await createService(t.db, B())).id}`, body: serviceFormPayload() }),
  'DELETE /api/services/:id': async () => ({ url: `/api/services/${(await createService(t.db, B())).id}` }),
  'POST /api/services/:id/toggle': async () => ({ url: `/api/services/${(await createService(t.db, B())).id}/toggle` }),
  'GET /api/off-peak-schedules/:merchantId': get(() => `/api/off-peak-schedules/${B()}`),
  'POST /api/off-peak-schedules/:merchantId': () => ({
    url: `/api/off-peak-schedules/${B()}`,
    body: { schedules: [{ day_of_week: 3, start_time: '09:00', end_time: '11:00', discount_percentage: 30, is_active: true }], pricing_mode: 'percentage' },
  }),
  'GET /api/bookings/merchant': get(scopedToB('/api/bookings/merchant')),
  'GET /api/bookings/merchant/calendar': get(() => `/api/bookings/merchant/calendar?from=2026-06-08&to=2026-06-14&merchant_id=${B()}`),
  'POST /api/bookings/:id/complete': async () => ({ url: `/api/bookings/${await startedVisitOfB()}/complete` }),
  'PUT /api/bookings/:id/status': async () => ({ url: `/api/bookings/${await startedVisitOfB()}/status`, body: { status: 'no-show' } }),
  'POST /api/merchant/bookings/:id/cancel': async () => ({ url: `/api/merchant/bookings/${await storedBookingOfB()}/cancel`, body: { reason: 'The salon is closed that day.' } }),
  'POST /api/merchant/bookings/:id/move': async () => ({ url: `/api/merchant/bookings/${await storedBookingOfB()}/move`, body: nextSlot() }),
  'DELETE /api/merchant/bookings/:id/move': async () => ({ url: await offeredMoveOfB() }),
  'GET /api/merchant/reviews': get(scopedToB('/api/merchant/reviews')),
  'POST /api/merchant/reviews/:id/reply': async () => ({ url: `/api/merchant/reviews/${await reviewOfB()}/reply`, body: { text: 'Thank you, see you soon.' } }),
  'GET /api/merchant/revenue': get(scopedToB('/api/merchant/revenue')),
  'GET /api/merchant/statements': get(() => `${scopedToB('/api/merchant/statements')()}&from=2026-06-01&to=2026-06-30`),
  'GET /api/merchant/statements.csv': get(() => `${scopedToB('/api/merchant/statements.csv')()}&from=2026-06-01&to=2026-06-30`),
  'GET /api/merchant/payouts': get(scopedToB('/api/merchant/payouts')),
  'GET /api/merchant/payouts/:id': async () => ({ url: `/api/merchant/payouts/${await payoutOfB()}` }),
  'GET /api/merchant/off-peak-impact': get(() => `${scopedToB('/api/merchant/off-peak-impact')()}&from=2026-06-01&to=2026-06-30`),
  'GET /api/merchant/bank-accounts': get(scopedToB('/api/merchant/bank-accounts')),
  'POST /api/merchant/bank-accounts': () => ({ url: scopedToB('/api/merchant/bank-accounts')(), body: bankAccountBody }),
  'PUT /api/merchant/bank-accounts/:id': () => ({ url: `/api/merchant/bank-accounts/${bankAccountOfB}`, body: { ...bankAccountBody, account_number: '' } }),
  'DELETE /api/merchant/bank-accounts/:id': async () => ({ url: `/api/merchant/bank-accounts/${await newBankAccountOfB()}` }),
  'GET /api/merchant/payout-settings': get(scopedToB('/api/merchant/payout-settings')),
  'PUT /api/merchant/payout-settings': () => ({ url: scopedToB('/api/merchant/payout-settings')(), body: { payout_frequency: 'monthly', minimum_payout_amount: 50 } }),
  'GET /api/merchant/team': get(scopedToB('/api/merchant/team')),
  'POST /api/merchant/team': () => ({ url: scopedToB('/api/merchant/team')(), body: teamMemberBody() }),
  'PUT /api/merchant/team/:id': async () => ({ url: `/api/merchant/team/${await newTeamMemberOfB()}`, body: teamMemberBody() }),
  'DELETE /api/merchant/team/:id': async () => ({ url: `/api/merchant/team/${await newTeamMemberOfB()}` }),
  'PUT /api/merchant/team/:id/busy-calendar': async () => ({ url: `/api/merchant/team/${await newTeamMemberOfB()}/busy-calendar`, body: busyCalendarBody }),
  'DELETE /api/merchant/team/:id/busy-calendar': async () => ({ url: await newBusyCalendarOfB(`/api/merchant/team/${await newTeamMemberOfB()}/busy-calendar`) }),
  'PUT /api/merchant/busy-calendar': () => ({ url: scopedToB('/api/merchant/busy-calendar')(), body: busyCalendarBody }),
  'DELETE /api/merchant/busy-calendar': async () => ({ url: await newBusyCalendarOfB(scopedToB('/api/merchant/busy-calendar')()) }),
  'GET /api/merchant/diary': get(() => `/api/merchant/diary?from=2026-06-08&to=2026-06-14&merchant_id=${B()}`),
  'POST /api/merchant/diary/blocks': () => ({ url: scopedToB('/api/merchant/diary/blocks')(), body: blockBody }),
  'DELETE /api/merchant/diary/blocks/:id': async () => ({ url: `/api/merchant/diary/blocks/${await newBlockOfB()}` }),
  'GET /api/merchant/calendar-feed': get(scopedToB('/api/merchant/calendar-feed')),
  'POST /api/merchant/calendar-feed/rotate': () => ({ url: scopedToB('/api/merchant/calendar-feed/rotate')() }),
  'GET /api/calendar-feeds/:file': async () => ({ url: await feedOfB() }),

  'GET /api/admin/stats': get('/api/admin/stats'),
  'GET /api/admin/analytics': get('/api/admin/analytics'),
  'GET /api/admin/reconciliation': get('/api/admin/reconciliation?from=2026-06-01&to=2026-06-30'),
  'GET /api/admin/off-peak-impact': get('/api/admin/off-peak-impact'),
  'GET /api/admin/audit': get('/api/admin/audit'),
  'GET /api/admin/export/:kind': get('/api/admin/export/users'),
  'GET /api/admin/export/:kind/count': get('/api/admin/export/users/count'),
  'GET /api/admin/users': get('/api/admin/users'),
  'GET /api/admin/users/:id': get(() => `/api/admin/users/${actors.customerB.userId}`),
  'POST /api/admin/users/:id/disable': async () => ({ url: `/api/admin/users/${(await createAccount(t, NOW, 'customer')).userId}/disable` }),
  'POST /api/admin/users/:id/enable': async () => ({ url: `/api/admin/users/${await disabledCustomer()}/enable` }),
  'POST /api/admin/users/:id/grant-credit': () => ({ url: `/api/admin/users/${actors.customerB.userId}/grant-credit`, body: { amount: 7.5, reason: 'Birthday treat' } }),
  'GET /api/admin/users/:id/bookings': get(() => `/api/admin/users/${actors.customerB.userId}/bookings`),
  'GET /api/admin/users/:id/credit-history': get(() => `/api/admin/users/${actors.customerB.userId}/credit-history`),
  'GET /api/admin/users/:id/reviews': get(() => `/api/admin/users/${actors.customerB.userId}/reviews`),
  'GET /api/admin/users/:id/sign-ins': get(() => `/api/admin/users/${actors.customerB.userId}/sign-ins`),
  'GET /api/admin/users/:id/audit': get(() => `/api/admin/users/${actors.customerB.userId}/audit`),
  'GET /api/admin/merchants': get('/api/admin/merchants'),
  'POST /api/admin/merchants': async (actor) => ({ url: '/api/admin/merchants', body: await createMerchantBody(actor) }),
  'POST /api/admin/businesses/create': async (actor) => ({ url: '/api/admin/businesses/create', body: await createMerchantBody(actor) }),
  'GET /api/admin/merchants/owner-lookup': get(() => '/api/admin/merchants/owner-lookup?email=someone%40example.com'),
  'GET /api/admin/merchants/:id': get(() => `/api/admin/merchants/${B()}`),
  'PUT /api/admin/merchants/:id': async () => {
    const merchant = await salon();
    const { specific_policies: _policies, photo_files: _photos, agree_provider_agreement: _agreed, ...profile } = businessProfile;
    return { url: `/api/admin/merchants/${merchant.id}`, body: { ...profile, user_email: `bookings.${addressCount}@example.com` } };
  },
  'DELETE /api/admin/merchants/:id': async () => ({ url: `/api/admin/merchants/${(await salon()).id}` }),
  'POST /api/admin/merchants/:id/approve': async () => ({ url: `/api/admin/merchants/${(await salon({ status: 'pending_review', isVerified: false })).id}/approve`, body: { approved: true } }),
  'POST /api/admin/merchants/:id/pause': async () => ({ url: `/api/admin/merchants/${(await salon()).id}/pause`, body: { reason: 'Complaints from customers' } }),
  'POST /api/admin/merchants/:id/unpause': async () => ({ url: `/api/admin/merchants/${(await salon({ isPaused: true })).id}/unpause` }),
  'GET /api/admin/merchants/:id/deletion-preview': async () => ({ url: `/api/admin/merchants/${(await salon()).id}/deletion-preview` }),
  'GET /api/admin/services': get('/api/admin/services'),
  'POST /api/admin/services': () => ({ url: '/api/admin/services', body: serviceFormPayload({ merchant_id: B(), provider_name: 'Knead Ltd' }) }),
  'GET /api/admin/services/:serviceId': get(() => `/api/admin/services/${serviceB.id}`),
  'PUT /api/admin/services/:serviceId': async () => ({ url: `/api/admin/services/${(await createService(t.db, B())).id}`, body: serviceFormPayload({ provider_name: 'Knead Ltd' }) }),
  'DELETE /api/admin/services/:serviceId': async () => ({ url: `/api/admin/services/${(await createService(t.db, B())).id}` }),
  'POST /api/admin/services/:serviceId/activate': async () => ({ url: `/api/admin/services/${(await createService(t.db, B(), { isActive: false })).id}/activate` }),
  'POST /api/admin/services/:serviceId/deactivate': async () => ({ url: `/api/admin/services/${(await createService(t.db, B())).id}/deactivate` }),
  'POST /api/admin/services/:serviceId/approve': async () => ({ url: `/api/admin/services/${(await createService(t.db, B(), { approvalStatus: 'pending' })).id}/approve`, body: { approved: true } }),
  'GET /api/admin/services/:serviceId/bookings': get(() => `/api/admin/services/${serviceB.id}/bookings`),
  'GET /api/admin/bookings': get('/api/admin/bookings'),
  'GET /api/admin/bookings/:id': get(() => `/api/admin/bookings/${bookingOfB}`),
  'POST /api/admin/bookings/:id/cancel': async () => ({ url: `/api/admin/bookings/${await storedBookingOfB()}/cancel`, body: { reason: 'The salon is closed that day.' } }),
  'GET /api/admin/reviews': get('/api/admin/reviews'),
  'POST /api/admin/reviews/:id/hide': async () => ({ url: `/api/admin/reviews/${await reviewOfB()}/hide`, body: { reason: 'Names a member of staff.' } }),
  'GET /api/admin/refund-requests': get('/api/admin/refund-requests'),
  'POST /api/admin/refund-requests/:id/complete': async () => ({ url: `/api/admin/refund-requests/${await refundRequestOfB()}/complete`, body: { admin_notes: '' } }),
  'GET /api/admin/merchant-payouts': get('/api/admin/merchant-payouts'),
  'POST /api/admin/merchant-payouts/:merchantId/complete': async () => ({
    url: `/api/admin/merchant-payouts/${await owedSalon()}/complete`,
    body: { reference: `TRANSFER-${addressCount}`, period_start: '2026-06-10', period_end: '2026-06-10' },
  }),
  'POST /api/admin/bank-accounts/:id/verify': async () => ({ url: `/api/admin/bank-accounts/${await newBankAccountOfB()}/verify` }),
  'GET /api/admin/contact-submissions': get('/api/admin/contact-submissions'),
  'POST /api/admin/contact-submissions/:id/handle': async () => ({ url: `/api/admin/contact-submissions/${await contactMessage()}/handle` }),
};

const BOUNDARY = 'matrix-boundary';
function multipartFile(fileName: string, bytes: Buffer) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

const resetPasswords: string[] = [];
/** The password the last reset set, if any (sign-in then uses it). */
const latestPassword = async () => resetPasswords.at(-1);
/** A live reset token of the password account, from the mail forgot-password sent, and the password it will set. */
async function resetToken(): Promise<{ token: string; password: string }> {
  const { body } = await passwordAccount();
  await expectStatus(await send('POST', '/api/auth/forgot-password', null, { email: body.email }), 200, 'forgot');
  // The mail is written after the answer (its timing must not tell whether the account exists), so it is
  // polled for. The clock stands still, so every mail has the same time: the new one is the one with a new token
  // (a reset's "your password was changed" mail links to the reset page too, without a token).
  let token: string | undefined;
  for (const deadline = Date.now() + 15_000; !token && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const outbox = (await send('GET', `/api/dev/outbox?to=${encodeURIComponent(body.email)}&limit=200`, null)).json() as { text: string }[];
    const tokens = outbox.map(({ text }) => /http\S+reset-password\S+/.exec(text)).map((link) => (link ? new URL(link[0]).searchParams.get('token') : null));
    token = tokens.find((candidate): candidate is string => candidate !== null && !resetTokensSeen.has(candidate));
  }
  if (!token) throw new Error('no reset mail arrived');
  resetTokensSeen.add(token);
  const password = `a-brand-new-secret-${resetPasswords.length}`;
  resetPasswords.push(password);
  return { token, password };
}
const resetTokensSeen = new Set<string>();

/** Create Merchant's body: a new owner's email and a certificate the admin uploaded (a stranger's upload would not do). */
async function createMerchantBody(actor: Actor) {
  const certificate = actor.name === 'admin' ? [{ id: (await uploaded(t.app, actor.cookie!, 'certificate')).id }] : [];
  return { ...applicationPayload({ business_name: 'Velvet Rooms', certificate_files: certificate }), user_email: `owner.${addressCount}@example.com` };
}

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────────────────
const WHO: Record<ActorName, string> = {
  signedOut: 'signed out',
  customerA: 'customer A',
  customerB: 'customer B',
  merchantA: 'merchant A',
  merchantB: 'merchant B',
  admin: 'admin',
  disabled: 'disabled user',
};

function expectationsOf(key: string): Record<ActorName, string> {
  const cells = EXPECTED[key]!.trim().split(/\s+/);
  if (cells.length !== ACTORS.length) throw new Error(`${key}: ${cells.length} answers for ${ACTORS.length} callers`);
  return Object.fromEntries(ACTORS.map((actor, index) => [actor, cells[index]!])) as Record<ActorName, string>;
}

/** Whether a status is the answer a cell expects: 'ok' is any 2xx, anything else the exact status. */
const answers = (expected: string, status: number) => (expected === 'ok' ? status >= 200 && status < 300 : status === Number(expected));

/** The route a URL reaches, as a pattern of its key: `/api/bookings/:id` matches `/api/bookings/<uuid>`. */
const patternOf = (url: string) => new RegExp(`^${url.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(bookingTerms).values({ version: 1, content: 'Be kind, arrive on time.' });
  actors = await createActors(t, NOW);
  filler = await createAccount(t, NOW, 'customer');
  serviceB = await createService(t.db, B(), { name: 'Calm massage', durationMinutes: 30 });
  await grantCredit(t.db, actors.customerB.userId!, 5000, NOW);
  bookingOfB = await paidBookingOfB();
  await notify(t.db, { userId: actors.customerB.userId!, type: 'credit_granted', title: 'Credit added', message: 'A treat from Lull.' });
  [{ id: notificationOfB }] = (await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, actors.customerB.userId!))) as [{ id: string }];
  certificateOfB = await certificateOf(actors.merchantB);
  bankAccountOfB = await newBankAccountOfB();
  await reviewOfB();
}, 60_000);
afterAll(() => t?.close());

/** Merchant B's insurance certificate, saved on the business through Edit Business Profile. */
async function certificateOf(owner: Actor): Promise<string> {
  const certificate = await uploaded(t.app, owner.cookie!, 'certificate');
  await expectStatus(await send('PUT', `/api/merchants/${owner.merchantId}`, owner.cookie, { ...businessProfile, certificate_files: [{ id: certificate.id }] }), 200, 'certificate');
  return certificate.id;
}

describe('the authorization matrix', () => {
  it('has one line for every route the app serves, and none for a route it does not', () => {
    const served = listRoutes(t.app).map(routeKey).filter((key) => !isSwaggerUiAsset(key));
    const missing = served.filter((key) => !(key in EXPECTED));
    const stale = Object.keys(EXPECTED).filter((key) => !served.includes(key));
    expect(missing, `routes with no line in EXPECTED (say who may call them): ${missing.join(', ')}`).toEqual([]);
    expect(stale, `lines in EXPECTED for routes the app no longer serves: ${stale.join(', ')}`).toEqual([]);
    expect(Object.keys(REQUESTS).sort(), 'every line of EXPECTED has its call in REQUESTS').toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers every caller of every route as the table says, each refusal with {"error": string}', async () => {
    const wrong: string[] = [];
    let cells = 0;
    const routes = listRoutes(t.app).map(routeKey).filter((key) => key in EXPECTED && key in REQUESTS);
    for (const key of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const expected = expectationsOf(key);
      // The refused run first and share one call (a refusal uses nothing up); each caller let through gets a call
      // of its own, with fresh objects, so what one changes (a cancel, a delete) cannot decide another's answer.
      const refusedFirst = [...ACTORS].sort((a, b) => Number(expected[a] === 'ok') - Number(expected[b] === 'ok'));
      let shared: Call | undefined;
      for (const name of refusedFirst) {
        const actor = actors[name];
        const refused = expected[name] !== 'ok';
        const call = refused && shared ? shared : await REQUESTS[key]!(actor);
        if (refused && !call.as) shared = call;
        if (!patternOf(path).test(call.url)) throw new Error(`${key}: the call goes to ${call.url}, another route`);
        const response = await send(method, call.url, (call.as ?? actor).cookie, call.body, call.headers);
        cells += 1;
        const where = `${key} as ${WHO[name]}`;
        if (!answers(expected[name], response.statusCode)) wrong.push(`${where}: expected ${expected[name]}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
        if (response.statusCode >= 400) {
          const body = response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as { error?: unknown }) : {};
          if (typeof body.error !== 'string') wrong.push(`${where}: a ${response.statusCode} without {"error": string}: ${response.body.slice(0, 160)}`);
        }
      }
    }
    console.info(`authorization matrix: ${routes.length} routes × ${ACTORS.length} callers = ${cells} calls`);
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(cells).toBe(routes.length * ACTORS.length);
  }, 120_000);
});
