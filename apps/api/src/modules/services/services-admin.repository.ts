import type { AdminServiceFilter } from '@lull/domain/contracts/admin-services';
import { and, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, refundRequests } from '../../db/schema/bookings';
import { reviews, services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { matchesAnyOf, referencesMatching } from '../../db/search-pattern';
import { wasPaidBooking, cancellationRefundOfBooking } from '../../db/sql-rules';

/** What a refund gave back on a booking (card refund plus credits restored), 0 without one; with refund_requests left-joined. */
const refundedPence = sql`coalesce(${refundRequests.cardRefundPence} + ${refundRequests.creditsRestoredPence}, 0)`;

/** What customers paid for a booking, less its refund: a service's revenue is the sum over its paid bookings. */
const takingsPence = sql`greatest(0, ${bookings.finalPricePence} - ${refundedPence})`;

/** An admin's lists show services that are not archived, of businesses not deleted. */
const shown = and(isNull(services.archivedAt), isNull(merchants.deletedAt));

/** Waiting for a decision (decision 017): a new service, or an approved service's edit (decision 013). */
export const awaitingReview: SQL = or(eq(services.approvalStatus, 'pending'), isNotNull(services.proposedChanges))!;

function statusCondition(status: AdminServiceFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'pending':
      return awaitingReview;
    case 'approved':
      return eq(services.approvalStatus, 'approved');
    case 'active':
      return and(eq(services.approvalStatus, 'approved'), eq(services.isActive, true));
    case 'inactive':
      return and(eq(services.approvalStatus, 'approved'), eq(services.isActive, false));
  }
}

/**
 * The services a set of ids names (a page, or one), each with its business and its paid bookings and takings: the
 * figures come from one LATERAL aggregate per service of the set (bookings_service_starts_idx), in the same query.
 */
function withFigures(db: Database, ids: SQL) {
  const figures = db
    .select({
      paidBookings: sql<number>`count(*)`.mapWith(Number).as('paid_bookings'),
      revenuePence: sql<number>`coalesce(sum(${takingsPence}), 0)`.mapWith(Number).as('revenue_pence'),
    })
    .from(bookings)
    .leftJoin(refundRequests, cancellationRefundOfBooking)
    .where(and(sql`${bookings.serviceId} = ${services.id}`, wasPaidBooking))
    .as('figures');
  return db
    .select({
      service: services,
      merchant: {
        id: merchants.id,
        userId: merchants.userId,
        businessName: merchants.businessName,
        contactPerson: merchants.contactPerson,
        email: merchants.email,
        phone: merchants.phone,
        city: merchants.city,
        status: merchants.status,
        isPaused: merchants.isPaused,
      },
      paidBookings: figures.paidBookings,
      revenuePence: figures.revenuePence,
    })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .leftJoinLateral(figures, sql`true`)
    .where(sql`${services.id} in ${ids}`)
    .orderBy(desc(services.createdAt), desc(services.id));
}

export type AdminServiceRow = Awaited<ReturnType<typeof withFigures>>[number];

/**
 * GET /api/admin/services: one page, newest first, searched by name, business name and category, and how many
 * match. The page's ids come off services_admin_list_idx (or services_awaiting_review_idx); the figures are
 * computed for those 20 services only.
 */
export async function listAdminServicesPage(
  db: Database,
  { term, status, limit, offset }: { term: string; status: AdminServiceFilter; limit: number; offset: number },
): Promise<{ rows: AdminServiceRow[]; total: number }> {
  const where = and(shown, statusCondition(status), term === '' ? undefined : or(matchesAnyOf(term, [services.name, services.category]), referencesMatching(term, services.merchantId, { table: merchants, id: merchants.id, searched: merchants.businessName })));
  const pageIds = db
    .select({ id: services.id })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(limit)
    .offset(offset);
  const [rows, [counted]] = await Promise.all([
    withFigures(db, sql`(${pageIds})`),
    db.select({ total: count() }).from(services).innerJoin(merchants, eq(merchants.id, services.merchantId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One service as the admin's list shows it, or undefined (archived, or of a deleted business). */
export async function findAdminService(db: Database, serviceId: string): Promise<AdminServiceRow | undefined> {
  const ids = db
    .select({ id: services.id })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(and(eq(services.id, serviceId), shown));
  const [row] = await withFigures(db, sql`(${ids})`);
  return row;
}

/** The details modal's Performance Metrics: paid, completed and cancelled-after-payment bookings, takings, reviews. */
export async function serviceMetrics(db: Database, serviceId: string) {
  const [[booked], [reviewed]] = await Promise.all([
    db
      .select({
        paid: sql<number>`count(*) filter (where ${wasPaidBooking})`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled' and ${bookings.confirmedAt} is not null)`.mapWith(Number),
        revenuePence: sql<number>`coalesce(sum(${takingsPence}) filter (where ${wasPaidBooking}), 0)`.mapWith(Number),
      })
      .from(bookings)
      .leftJoin(refundRequests, cancellationRefundOfBooking)
      .where(eq(bookings.serviceId, serviceId)),
    db
      .select({ average: sql<number | null>`avg(${reviews.rating})`.mapWith((value) => (value === null ? null : Number(value))), reviews: count() })
      .from(reviews)
      .where(eq(reviews.serviceId, serviceId)),
  ]);
  return {
    paid: booked?.paid ?? 0,
    completed: booked?.completed ?? 0,
    cancelled: booked?.cancelled ?? 0,
    revenuePence: booked?.revenuePence ?? 0,
    averageRating: reviewed?.average ?? null,
    reviews: reviewed?.reviews ?? 0,
  };
}

/** The most recent bookings of a service, newest first (a hold that expired unpaid never happened, so not those). */
export async function recentBookingsOfService(db: Database, serviceId: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      guestFirstName: bookings.guestFirstName,
      guestLastName: bookings.guestLastName,
      guestEmail: bookings.guestEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      status: bookings.status,
      finalPricePence: bookings.finalPricePence,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.serviceId, serviceId), ne(bookings.status, 'expired')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** How many services there are (not archived, of businesses not deleted) and how many wait for a decision. */
export async function countServices(db: Database): Promise<{ total: number; awaitingReview: number }> {
  const [row] = await db
    .select({ total: count(), awaitingReview: sql<number>`count(*) filter (where ${awaitingReview})`.mapWith(Number) })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(shown);
  return { total: row?.total ?? 0, awaitingReview: row?.awaitingReview ?? 0 };
}

/** The services that have waited longest for a decision (a new one since it was added, an edit since it was proposed). */
export async function oldestAwaitingReview(db: Database, limit: number) {
  const waitingSince = sql<Date>`coalesce(${services.proposedAt}, ${services.createdAt})`;
  return db
    .select({
      id: services.id,
      name: services.name,
      category: services.category,
      pricePence: services.pricePence,
      proposedChanges: services.proposedChanges,
      businessName: merchants.businessName,
      createdAt: services.createdAt,
      proposedAt: services.proposedAt,
    })
    .from(services)
    .innerJoin(merchants, eq(merchants.id, services.merchantId))
    .where(and(shown, awaitingReview))
    .orderBy(waitingSince, services.id)
    .limit(limit);
}
