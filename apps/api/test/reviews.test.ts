import { ALREADY_REPLIED, ALREADY_REVIEWED, NOT_COMPLETED, REVIEW_WINDOW_CLOSED } from '@lull/domain/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema/catalogue';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { adminActions } from '../src/db/schema/users';
import { sendReviewInvitations } from '../src/modules/reviews/review-invitations';
import { createPeople } from './support/actors';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Tuesday 24 November 2026, 12:00 in London.
const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;
let now = NOW;
let t: TestApp;
let owner: BookingCustomer;
let otherOwner: BookingCustomer;
let customer: BookingCustomer;
let other: BookingCustomer;
let admin: BookingCustomer;
let merchantId: string;
let otherMerchantId: string;
let service: { id: string; merchantId: string };

/** A visit `daysAgo` days ago, which the salon marked completed unless told otherwise. */
const visit = (daysAgo: number, overrides: Parameters<typeof createPaidBooking>[1] extends infer P ? Partial<P & object> : never = {}) => {
  const start = new Date(NOW.getTime() - daysAgo * DAY);
  return createPaidBooking(t.db, { service, userId: customer.id, start, status: 'completed', completionConfirmedAt: new Date(start.getTime() + 3_600_000), ...overrides });
};
const review = (bookingId: string, payload: unknown, cookie = customer.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers: { cookie }, payload: payload as object });
const publicReviews = (id = merchantId, query = '') => t.app.inject({ method: 'GET', url: `/api/merchants/${id}/reviews${query}` });
const reply = (reviewId: string, text: string, cookie = owner.cookie) => t.app.inject({ method: 'POST', url: `/api/merchant/reviews/${reviewId}/reply`, headers: { cookie }, payload: { text } });
const hide = (reviewId: string, reason: string, cookie = admin.cookie) => t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, headers: { cookie }, payload: { reason } });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const people = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Priya', lastName: 'Shah' } },
    'customer',
    'admin',
  ]);
  [owner, otherOwner, customer, other, admin] = people;
  merchantId = people[0].merchant!.id;
  otherMerchantId = people[1].merchant!.id;
  service = await createService(t.db, merchantId, { name: 'Gel Manicure' });
});
afterAll(() => t.close());

describe('who may review a booking', () => {
  it('refuses a booking that is not completed (403), not yours or unknown (404), and bad stars (400)', async () => {
    const confirmed = await visit(1, { status: 'confirmed', completionConfirmedAt: null });
    const notCompleted = await review(confirmed, { rating: 5 });
    expect(notCompleted.statusCode).toBe(403);
    expect(notCompleted.json().error).toBe(NOT_COMPLETED);

    const mine = await visit(2);
    expect((await review(mine, { rating: 5 }, other.cookie)).statusCode).toBe(404);
    expect((await review('00000000-0000-4000-8000-000000000000', { rating: 5 })).statusCode).toBe(404);
    expect((await review(mine, { rating: 5 }, '')).statusCode).toBe(401);
    for (const rating of [0, 6, 3.5, '5']) expect((await review(mine, { rating })).statusCode).toBe(400);
    expect((await review(mine, { rating: 4, text: 'a'.repeat(1001) })).statusCode).toBe(400);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, mine))).toHaveLength(0);
  });

  it('takes one review, and the second is a 409 that changes nothing', async () => {
    const id = await visit(3);
    const first = await review(id, { rating: 5, text: '  Lovely nails <script>alert(1)</script>  ' });
    expect(first.statusCode).toBe(201);
    // Stored as given (trimmed); the web renders it as text.
    expect(first.json()).toMatchObject({ rating: 5, text: 'Lovely nails <script>alert(1)</script>', author: 'Priya S.', service_name: 'Gel Manicure', visit_month: '2026-11', reply: null });
    const again = await review(id, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_REVIEWED);
    const stored = await t.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(stored.map((row) => row.rating)).toEqual([5]);
  });

  it('allows a review up to 90 days after the visit, and not after', async () => {
    const lastDay = await visit(90);
    const tooLate = await visit(91);
    expect((await review(lastDay, { rating: 4 })).statusCode).toBe(201);
    const refused = await review(tooLate, { rating: 4 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(REVIEW_WINDOW_CLOSED);
  });

  it("lists the customer's completed bookings with their reviews or whether one may be left", async () => {
    const open = await visit(4);
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: { cookie: customer.cookie } });
    expect(response.statusCode).toBe(200);
    const states = response.json() as { booking_id: string; can_review: boolean; review: { rating: number } | null }[];
    expect(states.find((state) => state.booking_id === open)).toMatchObject({ can_review: true, review: null });
    expect(states.filter((state) => state.review !== null).length).toBeGreaterThanOrEqual(2);
    expect(states.every((state) => !(state.review !== null && state.can_review))).toBe(true);
    const othersView = await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: { cookie: other.cookie } });
    expect(othersView.json()).toEqual([]);
  });
});

describe("a business's rating, from its visible reviews", () => {
  let ratedMerchant: string;
  let reviewIds: string[];

  beforeAll(async () => {
    const rated = await createMerchant(t.db, { userId: (await createCustomers(t.db, 1, NOW))[0]!.id, businessName: 'Rated Salon' });
    ratedMerchant = rated.merchant.id;
    const ratedService = await createService(t.db, ratedMerchant, { name: 'Brow Lamination' });
    reviewIds = [];
    for (const [index, rating] of [5, 4, 2].entries()) {
      const start = new Date(NOW.getTime() - (10 - index) * DAY);
      const id = await createPaidBooking(t.db, { service: ratedService, userId: customer.id, start, status: 'completed', completionConfirmedAt: start });
      now = new Date(NOW.getTime() - (5 - index) * DAY);
      reviewIds.push((await review(id, { rating })).json().id);
    }
    now = NOW;
  });

  it('shows the average to one decimal, the count and the breakdown, newest first and paged', async () => {
    const response = await publicReviews(ratedMerchant, '?page_size=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.summary).toEqual({
      average: 3.7,
      count: 3,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(body.total).toBe(3);
    expect(body.items.map((item: { rating: number }) => item.rating)).toEqual([2, 4]);
    expect((await publicReviews(ratedMerchant, '?page=2&page_size=2')).json().items.map((item: { rating: number }) => item.rating)).toEqual([5]);
    // Never the surname, the email or the account's id.
    const raw = response.body;
    expect(raw).not.toContain('Shah');
    expect(raw).not.toContain(customer.email);
    expect(raw).not.toContain(customer.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/merchants/${ratedMerchant}` });
    expect(page.json()).toMatchObject({ rating: 3.7, review_count: 3 });
  });

  it('drops a review an admin hides, records it in the audit trail and tells the customer', async () => {
    expect((await hide(reviewIds[2]!, 'Rude', customer.cookie)).statusCode).toBe(403);
    expect((await hide(reviewIds[2]!, '')).statusCode).toBe(400);
    const hidden = await hide(reviewIds[2]!, 'Personal remarks about a staff member');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden_reason: 'Personal remarks about a staff member' });
    expect((await hide(reviewIds[2]!, 'Again')).statusCode).toBe(409);

    const body = (await publicReviews(ratedMerchant)).json();
    expect(body.summary).toMatchObject({ average: 4.5, count: 2 });
    expect(body.items.map((item: { id: string }) => item.id)).not.toContain(reviewIds[2]);
    expect((await t.app.inject({ method: 'GET', url: `/api/merchants/${ratedMerchant}` })).json()).toMatchObject({ rating: 4.5, review_count: 2 });
    const search = (await t.app.inject({ method: 'GET', url: '/api/services/search?q=Brow%20Lamination' })).json();
    expect(search.businesses.find((business: { merchant_id: string }) => business.merchant_id === ratedMerchant)).toMatchObject({ rating: 4.5, review_count: 2 });
    // The service cards (home page, lists) carry their business's rating too.
    const cards = (await t.app.inject({ method: 'GET', url: '/api/services?q=Brow%20Lamination' })).json();
    expect(cards.services.filter((card: { merchant_id: string }) => card.merchant_id === ratedMerchant).map((card: { merchant_rating: number; merchant_review_count: number }) => [card.merchant_rating, card.merchant_review_count])).toContainEqual([4.5, 2]);

    const audit = await t.db.select().from(adminActions).where(and(eq(adminActions.action, 'review.hide'), eq(adminActions.targetId, reviewIds[2]!)));
    expect(audit.map((row) => [row.actorUserId, row.note])).toEqual([[admin.id, 'Personal remarks about a staff member']]);
    const trail = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=review', headers: { cookie: admin.cookie } })).json();
    expect(trail.items.map((entry: { action: string; target_id: string; note: string }) => [entry.action, entry.target_id, entry.note])).toContainEqual(['review.hide', reviewIds[2], 'Personal remarks about a staff member']);
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'review_hidden')));
    expect(bell).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.filter((mail) => mail.subject === 'Your review of Rated Salon has been hidden')).toHaveLength(1);

    // The customer still sees their own review, and why it was hidden.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: { cookie: customer.cookie } })).json();
    expect(mine.find((state: { review: { id: string } | null }) => state.review?.id === reviewIds[2]).review.hidden_reason).toBe('Personal remarks about a staff member');
  });

  it('is 404 for an unknown business', async () => {
    expect((await publicReviews('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe("the salon's reply", () => {
  it('is the owner’s, once', async () => {
    const id = (await review(await visit(5), { rating: 3, text: 'Fine' })).json().id as string;
    expect((await reply(id, 'Thanks', otherOwner.cookie)).statusCode).toBe(404);
    expect((await reply(id, 'Thanks', customer.cookie)).statusCode).toBe(404);
    expect((await reply(id, '   ')).statusCode).toBe(400);
    const first = await reply(id, 'Thank you, Priya! See you soon.');
    expect(first.statusCode).toBe(200);
    expect(first.json().reply).toMatchObject({ text: 'Thank you, Priya! See you soon.' });
    const second = await reply(id, 'Edited');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(ALREADY_REPLIED);
    const shown = (await publicReviews()).json().items.find((item: { id: string }) => item.id === id);
    expect(shown.reply.text).toBe('Thank you, Priya! See you soon.');
  });

  it("lists the salon's own reviews only", async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBeGreaterThanOrEqual(3);
    expect(own.json().items.every((item: { merchant_id: string }) => item.merchant_id === merchantId)).toBe(true);
    const others = await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: { cookie: otherOwner.cookie } });
    expect(others.json().items.every((item: { merchant_id: string }) => item.merchant_id === otherMerchantId)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: { cookie: customer.cookie } })).statusCode).toBe(404);
  });
});

describe('review invitations', () => {
  it('invite the customer of each completed, unreviewed booking once, by bell and mail', async () => {
    const invitee = (await createCustomers(t.db, 1, NOW))[0]!;
    const start = new Date(NOW.getTime() - 2 * DAY - 5 * 3_600_000);
    const fresh = await createPaidBooking(t.db, { service, userId: invitee.id, start, status: 'completed', completionConfirmedAt: start });
    await createPaidBooking(t.db, { service, userId: invitee.id, start: new Date(NOW.getTime() - DAY - 5 * 3_600_000), status: 'confirmed' });
    await createPaidBooking(t.db, { service, userId: invitee.id, start: new Date(NOW.getTime() - 100 * DAY - 5 * 3_600_000), status: 'completed', completionConfirmedAt: new Date(NOW.getTime() - 100 * DAY) });

    const [first, second] = await Promise.all([sendReviewInvitations(t.db, () => now, 'https://lull.test'), sendReviewInvitations(t.db, () => now, 'https://lull.test')]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await sendReviewInvitations(t.db, () => now, 'https://lull.test')).toBe(0);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, invitee.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['How was your visit to Fern Nail Studio?']);
    expect(mails[0]!.text).toContain(`https://lull.test/my-bookings?review=${fresh}`);
    const bells = await t.db.select().from(notifications).where(and(eq(notifications.userId, invitee.id), eq(notifications.type, 'review_invitation')));
    expect(bells).toHaveLength(1);
  });
});
