import { and, asc, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AdminUserFilter } from '@lull/domain/contracts/admin-users';
import type { Database } from '../../db/database';
import { merchants } from '../../db/schema/merchants';
import { users } from '../../db/schema/users';
import { lowercasedContains } from '../../db/search-pattern';
import type { UserRow } from '../users';

/** The Users tab's search and filter as one condition: the list, its count and the CSV export all use it. */
export function adminUsersWhere(q: string, status: AdminUserFilter): SQL | undefined {
  return and(
    // Deleted accounts are anonymised placeholders kept for the books (decision 009), not users.
    isNull(users.deletedAt),
    // Email, full name and city (users.search_text, migration 0018).
    lowercasedContains(q, users.searchText),
    status === 'active' ? eq(users.isApproved, true) : status === 'disabled' ? eq(users.isApproved, false) : undefined,
  );
}

/** One page of accounts, newest first, and how many match in all. */
export async function listUsersPage(
  db: Database,
  query: { q: string; status: AdminUserFilter; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = adminUsersWhere(query.q, query.status);
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The contact person of the business the user runs, if any. */
export async function findMerchantContactPerson(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ contactPerson: merchants.contactPerson }).from(merchants).where(eq(merchants.userId, userId));
  return row ? row.contactPerson : null;
}

/**
 * Locks every active administrator's row (in id order, so two admins disabling each other queue instead of
 * both passing the "someone else is still an admin" check) and returns their ids.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isApproved, true), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets Active/Disabled only from the other state, so a repeat or a racing admin changes nothing and says so. */
export async function setApprovedFrom(db: Database, userId: string, approved: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isApproved: approved, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.isApproved, approved)))
    .returning({ id: users.id });
  return updated.length === 1;
}
