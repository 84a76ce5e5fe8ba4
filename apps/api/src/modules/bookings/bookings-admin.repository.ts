import type { AdminBookingFilter, AdminBookingReminderFilter } from '@lull/domain/contracts/admin-bookings';
import { bookingIdRangeOf } from '@lull/domain/admin-booking-labels';
import { fromApiStatus } from '@lull/domain/booking-status';
import { and, between, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, payments, refundRequests } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { teamMembers } from '../../db/schema/team';
import { mailOutbox } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { containsPattern, referencesMatching } from '../../db/search-pattern';
import { cancellationRefundOfBooking } from '../../db/sql-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hold that ran out unpaid never became a booking anyone made (as the services tab's recent bookings), so the
 * admin's list, its total and its export leave expired holds out.
 */
const madeBooking: SQL = ne(bookings.status, 'expired');

/**
 * Customers whose name or email contains the term: users.search_text (migration 0018) finds the candidates through
 * its trigram index, and the recheck keeps name and email only (search_text also holds the city).
 */
function customersMatching(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`${bookings.userId} = any(array(select ${users.id} from ${users} where ${users.searchText} like lower(${pattern})
    and (lower(coalesce(${users.email}, '')) like lower(${pattern}) or lower(${users.firstName} || ' ' || ${users.lastName}) like lower(${pattern}))))`;
}

export interface AdminBookingsFilter {
  q: string;
  status: AdminBookingFilter;
  /** One London date (the appointment's), '' for any. */
  date: string;
  /** The 24-hour reminder's delivery state (decision 026); absent or 'all' for any. */
  reminder?: AdminBookingReminderFilter;
}

/**
 * Bookings reminded for their current start whose reminder mail is in this outbox state; 'sent' also holds a reminder
 * with no mail on record (no address, or erased), as the dialog's reminderStatus says.
 */
function reminderIn(state: AdminBookingReminderFilter): SQL | undefined {
  if (state === 'all') return undefined;
  const mailIn = sql`exists (select 1 from ${mailOutbox} where ${mailOutbox.id} = ${bookings.reminderOutboxId} and ${mailOutbox.status} = ${state === 'queued' ? 'pending' : state})`;
  return and(
    sql`${bookings.reminderSentFor} = ${bookings.startsAt}`,
    state === 'sent' ? or(mailIn, sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.id} = ${bookings.reminderOutboxId})`) : mailIn,
  );
}

/**
 * The Bookings list's WHERE, on the bookings table alone (each joined table's part is a lookup through its own
 * index), so the CSV export applies exactly the table's filters. Search: service name, customer name or email,
 * business name, or a booking id, whole or as the table shows it; status as the API spells it ('no-show'); date: the appointment's London date.
 */
export function adminBookingsWhere({ q, status, date, reminder = 'all' }: AdminBookingsFilter): SQL {
  const term = q.trim();
  // The id the table shows (its first 8 characters) finds the booking too.
  const shortIdRange = bookingIdRangeOf(term);
  const stored = status === 'all' ? null : fromApiStatus(status);
  return and(
    madeBooking,
    stored ? eq(bookings.status, stored) : undefined,
    date === '' ? undefined : eq(bookings.bookingDate, date),
    reminderIn(reminder),
    term === ''
      ? undefined
      : or(
          UUID.test(term) ? eq(bookings.id, term.toLowerCase()) : undefined,
          shortIdRange ? between(bookings.id, shortIdRange.from, shortIdRange.to) : undefined,
          referencesMatching(term, bookings.serviceId, { table: services, id: services.id, searched: services.name }),
          referencesMatching(term, bookings.merchantId, { table: merchants, id: merchants.id, searched: merchants.businessName }),
          customersMatching(term),
        ),
  )!;
}

function selectRows(db: Database) {
  return db
    .select({
      booking: bookings,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      serviceName: services.name,
      businessName: merchants.businessName,
      teamMemberName: teamMembers.displayName,
      refund: refundRequests,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    // The booking's one cancellation refund; a move's price-difference refunds are told by its timeline.
    .leftJoin(refundRequests, cancellationRefundOfBooking);
}

export type AdminBookingRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/**
 * One page, newest first (bookings_admin_list_idx), how many match, and how many bookings there are in all (the
 * empty state's figure).
 */
export async function listAdminBookingsPage(
  db: Database,
  { filter, limit, offset }: { filter: AdminBookingsFilter; limit: number; offset: number },
): Promise<{ rows: AdminBookingRow[]; total: number; all: number }> {
  const where = adminBookingsWhere(filter);
  const [rows, [counted], [everything]] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(bookings).where(where),
    db.select({ total: count() }).from(bookings).where(madeBooking),
  ]);
  return { rows, total: counted?.total ?? 0, all: everything?.total ?? 0 };
}

/**
 * One page of one customer's bookings under the Bookings list's own filters, latest appointment first
 * (bookings_user_starts_idx), how many match, and how many bookings they have made in all.
 */
export async function listCustomerBookingsPage(
  db: Database,
  userId: string,
  { filter, limit, offset }: { filter: AdminBookingsFilter; limit: number; offset: number },
): Promise<{ rows: AdminBookingRow[]; total: number; all: number }> {
  const theirs = eq(bookings.userId, userId);
  const where = and(theirs, adminBookingsWhere(filter));
  const [rows, [counted], [everything]] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(bookings.startsAt), desc(bookings.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(bookings).where(where),
    db.select({ total: count() }).from(bookings).where(and(theirs, madeBooking)),
  ]);
  return { rows, total: counted?.total ?? 0, all: everything?.total ?? 0 };
}

/** One booking with its customer, service, business and refund request, whatever its status. */
export async function findAdminBooking(db: Database, bookingId: string): Promise<AdminBookingRow | undefined> {
  const [row] = await selectRows(db).where(eq(bookings.id, bookingId));
  return row;
}

/** The payment attempt that tells the booking's story: the one that succeeded (or was refunded), else the latest. */
export async function findBookingPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(sql`(${payments.status} in ('succeeded', 'refunded')) desc`, desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The reminder mail's delivery state in the outbox (decision 026); undefined when it was erased with the customer's mail. */
export async function findReminderMail(db: Database, outboxId: string) {
  const [row] = await db
    .select({ status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, outboxId));
  return row;
}
