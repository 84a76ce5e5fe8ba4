import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';
import { adminActions, users } from '../../db/schema/users';
import { containsPattern, matchesAnyOf } from '../../db/search-pattern';

export type NewAdminAction = typeof adminActions.$inferInsert;

export async function insertAdminAction(db: Database, action: NewAdminAction): Promise<void> {
  await db.insert(adminActions).values(action);
}

export interface AuditFilter {
  q: string;
  /** 'all', a target type ('merchant') or one action ('merchant.approve'). */
  action: string;
  /** Only what was done to this person: their account, or one of their bookings (the admin's view of a person). */
  aboutUserId?: string;
}

/** Actions on the person's account or on one of their bookings, each found through admin_actions_target_idx. */
function aboutUser(userId: string): SQL {
  return or(
    and(eq(adminActions.targetType, 'user'), eq(adminActions.targetId, userId)),
    and(eq(adminActions.targetType, 'booking'), sql`${adminActions.targetId} = any(array(select ${bookings.id}::text from ${bookings} where ${bookings.userId} = ${userId}))`),
  )!;
}

/**
 * The audit trail's WHERE, on admin_actions alone, so the CSV export applies the same filters. Search: the admin's
 * name or email (users.search_text through its trigram index), the action, the target id and the note. The trail
 * grows by human clicks (thousands a year), so its own columns are scanned; the order comes off admin_actions_created_idx.
 */
export function adminAuditWhere({ q, action, aboutUserId }: AuditFilter): SQL | undefined {
  const term = q.trim();
  const pattern = containsPattern(term);
  return and(
    aboutUserId === undefined ? undefined : aboutUser(aboutUserId),
    action === 'all' ? undefined : action.includes('.') ? eq(adminActions.action, action) : eq(adminActions.targetType, action),
    term === ''
      ? undefined
      : or(
          matchesAnyOf(term, [adminActions.action, adminActions.targetId, adminActions.note]),
          sql`${adminActions.actorUserId} = any(array(select ${users.id} from ${users} where ${users.searchText} like lower(${pattern})))`,
        ),
  );
}

/** One page of the trail, newest first, each with its admin's name and email, and how many match. */
export async function listAdminActionsPage(db: Database, { filter, limit, offset }: { filter: AuditFilter; limit: number; offset: number }) {
  const where = adminAuditWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ action: adminActions, actorFirstName: users.firstName, actorLastName: users.lastName, actorEmail: users.email })
      .from(adminActions)
      .leftJoin(users, eq(users.id, adminActions.actorUserId))
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of a page's targets today (a business, a service, a person), looked up by id per table: three
 * indexed queries for the page, never one per row. Ids that are not uuids are skipped.
 */
export async function targetLabels(db: Database, targets: { type: string; id: string }[]): Promise<Map<string, string>> {
  const idsOf = (type: string) => [...new Set(targets.filter((target) => target.type === type && UUID.test(target.id)).map((target) => target.id))];
  const [merchantIds, serviceIds, userIds] = [idsOf('merchant'), idsOf('service'), idsOf('user')];
  const [merchantRows, serviceRows, userRows] = await Promise.all([
    merchantIds.length ? db.select({ id: merchants.id, label: merchants.businessName }).from(merchants).where(inArray(merchants.id, merchantIds)) : [],
    serviceIds.length
      ? db.select({ id: services.id, label: sql<string>`${services.name} || ' (' || ${merchants.businessName} || ')'` }).from(services).innerJoin(merchants, eq(merchants.id, services.merchantId)).where(inArray(services.id, serviceIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, label: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName} || coalesce(' <' || ${users.email} || '>', ''))` }).from(users).where(inArray(users.id, userIds))
      : [],
  ]);
  const labels = new Map<string, string>();
  for (const [type, rows] of [['merchant', merchantRows], ['service', serviceRows], ['user', userRows]] as const) {
    for (const row of rows) labels.set(`${type}:${row.id}`, row.label);
  }
  return labels;
}


/** Whether the account exists (read here: the audit module imports no other module). */
export async function auditedUserExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}
