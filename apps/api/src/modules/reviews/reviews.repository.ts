import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { reviews, services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { reviewInvitations } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { matchesAnyOf } from '../../db/search-pattern';

/** A booking as the review rules need it, with its review if one was left. */
export async function findBookingForReview(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      merchantId: bookings.merchantId,
      serviceId: bookings.serviceId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      completionConfirmedAt: bookings.completionConfirmedAt,
      reviewId: reviews.id,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** One review per booking (a unique index): a second, racing insert inserts nothing. */
export async function insertReview(db: Database, values: typeof reviews.$inferInsert): Promise<string | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing({ target: reviews.bookingId }).returning({ id: reviews.id });
  return row?.id;
}

const reviewColumns = {
  review: reviews,
  serviceName: services.name,
  startsAt: bookings.startsAt,
  firstName: users.firstName,
  lastName: users.lastName,
  authorDeletedAt: users.deletedAt,
  businessName: merchants.businessName,
  ownerUserId: merchants.userId,
  authorEmail: users.email,
};
export type ReviewRow = Awaited<ReturnType<typeof findReview>> & {};

function fromReviews(db: Database) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
    .leftJoin(users, eq(users.id, reviews.userId));
}

export async function findReview(db: Database, reviewId: string) {
  const [row] = await fromReviews(db).where(eq(reviews.id, reviewId));
  return row;
}

const visibleOf = (merchantId: string) => and(eq(reviews.merchantId, merchantId), isNull(reviews.hiddenAt));

/** The visible reviews of a business, newest first (the partial index reviews_visible_merchant_idx). */
export async function listVisibleReviews(db: Database, merchantId: string, limit: number, offset: number) {
  return fromReviews(db).where(visibleOf(merchantId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
}

/** How many visible reviews gave each number of stars; the average and count follow from these. */
export async function visibleRatingCounts(db: Database, merchantId: string): Promise<Map<number, number>> {
  const rows = await db.select({ rating: reviews.rating, count: count() }).from(reviews).where(visibleOf(merchantId)).groupBy(reviews.rating);
  return new Map(rows.map((row) => [row.rating, Number(row.count)]));
}

/** A salon's reviews (all of them, hidden ones too), or every salon's for an admin; newest first. */
export async function listManagedReviews(db: Database, merchantId: string | null, limit: number, offset: number) {
  const where = merchantId === null ? undefined : eq(reviews.merchantId, merchantId);
  const [rows, [total]] = await Promise.all([
    fromReviews(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** The salon's one reply: only while there is none, so a second press changes nothing. */
export async function setReply(db: Database, reviewId: string, text: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ merchantReply: text, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.merchantReply)))
    .returning({ id: reviews.id });
  return updated.length === 1;
}

/** Hides a visible review; the rating, computed from visible reviews, drops it at once. */
export async function setHidden(db: Database, reviewId: string, reason: string, adminUserId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ hiddenAt: now, hiddenReason: reason, hiddenBy: adminUserId })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
    .returning({ id: reviews.id });
  return updated.length === 1;
}

/** A customer's completed bookings, newest visit first, each with its review if any. */
export async function listCompletedBookingsWithReviews(db: Database, userId: string) {
  return db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      startsAt: bookings.startsAt,
      completionConfirmedAt: bookings.completionConfirmedAt,
      serviceName: services.name,
      firstName: users.firstName,
      lastName: users.lastName,
      review: reviews,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'completed')))
    .orderBy(desc(bookings.startsAt));
}

/**
 * Claims up to `limit` completed, unreviewed, uninvited bookings still inside the review window by inserting
 * their invitation rows. Run in the transaction that also writes the bell and queues the mail: a second
 * instance's insert waits on the primary key and then inserts nothing, and a crash rolls the lot back.
 */
export async function claimInvitations(db: Database, now: Date, visitedSince: Date, limit: number) {
  const claimed = await db.execute(sql`
    insert into ${reviewInvitations} (booking_id, invited_at)
    select b.id, ${now} from ${bookings} b
    where b.status = 'completed' and b.completion_confirmed_at is not null
      and b.starts_at >= ${visitedSince}
      and not exists (select 1 from ${reviews} r where r.booking_id = b.id)
      and not exists (select 1 from ${reviewInvitations} i where i.booking_id = b.id)
    order by b.completion_confirmed_at
    limit ${limit}
    on conflict (booking_id) do nothing
    returning booking_id`);
  const ids = (claimed as unknown as { rows: { booking_id: string }[] }).rows.map((row) => row.booking_id);
  if (ids.length === 0) return [];
  return db
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      startsAt: bookings.startsAt,
      email: users.email,
      firstName: users.firstName,
      deletedAt: users.deletedAt,
      serviceName: services.name,
      businessName: merchants.businessName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .where(inArray(bookings.id, ids));
}

/** Whether the account exists (read here so the reviews module need not import the users module for one look-up). */
export async function reviewAuthorExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/**
 * One page of the reviews a person wrote, hidden ones included, newest first (reviews_user_created_idx), searched by
 * comment, treatment or business, with how many match.
 */
export async function listReviewsByAuthorPage(db: Database, userId: string, { q, limit, offset }: { q: string; limit: number; offset: number }) {
  const where = and(eq(reviews.userId, userId), matchesAnyOf(q, [reviews.comment, services.name, merchants.businessName]));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: reviews, serviceName: services.name, businessName: merchants.businessName })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
