import { and, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { adminActions, users } from '../../db/schema/users';

/**
 * The CSV exports' read-only queries (admin spec §7, decision 024). Each reads one batch after a cursor, newest
 * first by (created_at, id), so 500,000 rows are read a thousand at a time from an index and never held at once.
 * The filters are the owning module's where-builder, passed in by the service: a search means what it means in
 * its tab. No rule of another module lives here.
 */

/** Where the last batch ended. created_at is PostgreSQL's own text, so its microseconds survive the round trip. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

const cursorText = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows strictly after the cursor in (created_at desc, id desc) order: one row comparison, served by the index. */
function after(cursor: ExportCursor | null, createdAt: AnyColumn, id: AnyColumn): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/*
 * Users. Never the password hash, the referral link's owner or a session: the columns are named one by one.
 */

export async function userExportBatch(db: Database, where: SQL | undefined, cursor: ExportCursor | null, limit: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      city: users.city,
      role: users.role,
      isApproved: users.isApproved,
      marketingConsent: users.marketingConsent,
      createdAt: users.createdAt,
      cursor: cursorText(users.createdAt),
    })
    .from(users)
    .where(and(where, after(cursor, users.createdAt, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function countUserExport(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(where);
  return row?.value ?? 0;
}

/*
 * Merchants. Never a bank account (those live with payouts): the business's own details and state.
 */

export async function merchantExportBatch(db: Database, where: SQL | undefined, cursor: ExportCursor | null, limit: number) {
  return db
    .select({
      id: merchants.id,
      businessName: merchants.businessName,
      contactPerson: merchants.contactPerson,
      email: merchants.email,
      ownerEmail: users.email,
      phone: merchants.phone,
      category: merchants.businessCategory,
      servicesCount: sql<number>`(select count(*) from ${services} where ${services.merchantId} = ${merchants.id} and ${services.archivedAt} is null)`.mapWith(Number),
      addressLine1: merchants.addressLine1,
      addressLine2: merchants.addressLine2,
      city: merchants.city,
      postcode: merchants.postcode,
      status: merchants.status,
      isPaused: merchants.isPaused,
      createdAt: merchants.createdAt,
      approvedAt: merchants.approvedAt,
      cursor: cursorText(merchants.createdAt),
    })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(and(where, after(cursor, merchants.createdAt, merchants.id)))
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(limit);
}

export async function countMerchantExport(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(merchants).innerJoin(users, eq(users.id, merchants.userId)).where(where);
  return row?.value ?? 0;
}

/*
 * Bookings: admin spec §7's columns, the customer being the account that booked (as the Bookings tab shows them).
 */

export async function bookingExportBatch(db: Database, where: SQL | undefined, cursor: ExportCursor | null, limit: number) {
  return db
    .select({
      id: bookings.id,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
      customerEmail: users.email,
      customerId: bookings.userId,
      merchant: merchants.businessName,
      merchantId: bookings.merchantId,
      service: services.name,
      serviceId: bookings.serviceId,
      amountPence: bookings.finalPricePence,
      date: bookings.bookingDate,
      time: bookings.bookingTime,
      status: bookings.status,
      createdAt: bookings.createdAt,
      cursor: cursorText(bookings.createdAt),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .where(and(where, after(cursor, bookings.createdAt, bookings.id)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

export async function countBookingExport(db: Database, where: SQL | undefined): Promise<number> {
  // The Bookings tab's where-builder reads the bookings table alone (joined tables through their own indexes).
  const [row] = await db.select({ value: count() }).from(bookings).where(where);
  return row?.value ?? 0;
}

/*
 * The audit trail: who did what to which record, and the fields it changed.
 */

export async function auditExportBatch(db: Database, where: SQL | undefined, cursor: ExportCursor | null, limit: number) {
  return db
    .select({
      id: adminActions.id,
      createdAt: adminActions.createdAt,
      actorId: adminActions.actorUserId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      note: adminActions.note,
      before: adminActions.before,
      after: adminActions.after,
      cursor: cursorText(adminActions.createdAt),
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorUserId))
    .where(and(where, after(cursor, adminActions.createdAt, adminActions.id)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit);
}

export async function countAuditExport(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(adminActions).where(where);
  return row?.value ?? 0;
}
