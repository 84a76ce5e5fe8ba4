import type { CreditDraw, CreditGrant } from '@lull/domain/credits';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditAllocations, creditExpiryWarnings, creditLedgerEntries } from '../../db/schema/credits';
import { users } from '../../db/schema/users';
import { matchesAnyOf } from '../../db/search-pattern';

export type NewCreditEntry = typeof creditLedgerEntries.$inferInsert;
export type CreditEntryRow = typeof creditLedgerEntries.$inferSelect;

/** Writes one immutable ledger entry; returns its id (a debit's allocations name it). */
export async function insertCreditEntry(db: Database, entry: NewCreditEntry): Promise<string> {
  const [row] = await db.insert(creditLedgerEntries).values(entry).returning({ id: creditLedgerEntries.id });
  if (!row) throw new Error('insert into credit_ledger_entries returned no row');
  return row.id;
}

/** Records which grants a debit drew from (and how much from each). */
export async function insertCreditAllocations(db: Database, debitEntryId: string, draws: readonly CreditDraw[]): Promise<void> {
  if (draws.length === 0) return;
  await db.insert(creditAllocations).values(draws.map((draw) => ({ debitEntryId, grantEntryId: draw.grantId, amountPence: draw.amountPence })));
}

/**
 * Serialises everything that spends one user's credit: the caller's transaction holds the user row's lock,
 * so two spends of one balance run one after the other. NO KEY UPDATE, not UPDATE: rows that merely point
 * at the user (a notification, a ledger entry written by another transaction) take KEY SHARE for their
 * foreign key, and must not queue behind a spend, or two payments of one customer could deadlock.
 */
export async function lockCreditHolder(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
}

/**
 * Locks the user's grants that are still live at `now` (the ones a spend may draw from). The expiry job
 * skips locked grants, and a spend waits for a grant the job holds, then reads what the job wrote.
 */
export async function lockLiveGrants(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .select({ id: creditLedgerEntries.id })
    .from(creditLedgerEntries)
    .where(
      and(
        eq(creditLedgerEntries.userId, userId),
        gt(creditLedgerEntries.amountPence, 0),
        or(isNull(creditLedgerEntries.expiresAt), gt(creditLedgerEntries.expiresAt, now)),
      ),
    )
    .orderBy(asc(creditLedgerEntries.id))
    .for('no key update');
}

// Spelled out in full: Drizzle leaves column names unqualified inside a select list, which would bind "id" to the
// allocation instead of the grant.
const drawnFromGrant = sql<string>`coalesce((select sum(drawn.amount_pence) from credit_allocations drawn where drawn.grant_entry_id = "credit_ledger_entries"."id"), 0)`;

/** A user's grants and how much has been drawn from each: the input of the domain's balance rules. */
export async function loadCreditGrants(db: Database, userId: string): Promise<{ grants: CreditGrant[]; draws: CreditDraw[] }> {
  const rows = await db
    .select({
      id: creditLedgerEntries.id,
      amountPence: creditLedgerEntries.amountPence,
      createdAt: creditLedgerEntries.createdAt,
      expiresAt: creditLedgerEntries.expiresAt,
      drawn: drawnFromGrant,
    })
    .from(creditLedgerEntries)
    .where(and(eq(creditLedgerEntries.userId, userId), gt(creditLedgerEntries.amountPence, 0)));
  return {
    grants: rows.map((row) => ({ id: row.id, amountPence: row.amountPence, awardedAt: row.createdAt, expiresAt: row.expiresAt })),
    draws: rows.filter((row) => Number(row.drawn) > 0).map((row) => ({ grantId: row.id, amountPence: Number(row.drawn) })),
  };
}

/** Several users' grants with what has been drawn from each (an admin list's page of balances, in one query). */
export async function loadCreditGrantsOf(db: Database, userIds: readonly string[]): Promise<Map<string, { grants: CreditGrant[]; draws: CreditDraw[] }>> {
  const byUser = new Map<string, { grants: CreditGrant[]; draws: CreditDraw[] }>(userIds.map((id) => [id, { grants: [], draws: [] }]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: creditLedgerEntries.userId,
      id: creditLedgerEntries.id,
      amountPence: creditLedgerEntries.amountPence,
      createdAt: creditLedgerEntries.createdAt,
      expiresAt: creditLedgerEntries.expiresAt,
      drawn: drawnFromGrant,
    })
    .from(creditLedgerEntries)
    .where(and(inArray(creditLedgerEntries.userId, [...userIds]), gt(creditLedgerEntries.amountPence, 0)));
  for (const row of rows) {
    const entry = byUser.get(row.userId);
    if (!entry) continue;
    entry.grants.push({ id: row.id, amountPence: row.amountPence, awardedAt: row.createdAt, expiresAt: row.expiresAt });
    if (Number(row.drawn) > 0) entry.draws.push({ grantId: row.id, amountPence: Number(row.drawn) });
  }
  return byUser;
}

/**
 * One page of the user's ledger in the order of listCreditEntries, each entry with the ledger's balance after it, added
 * up by the database over all their entries (before the search narrows them), and how many entries match.
 */
export async function listCreditEntriesPage(
  db: Database,
  userId: string,
  { q, limit, offset }: { q: string; limit: number; offset: number },
): Promise<{ rows: (CreditEntryRow & { balanceAfterPence: number })[]; total: number; ledgerPence: number }> {
  const theirs = eq(creditLedgerEntries.userId, userId);
  // Oldest first is the reverse of the list's order, so each running sum includes exactly the entries listed below it.
  const ledger = db
    .select({
      ...getTableColumns(creditLedgerEntries),
      balanceAfterPence: sql<number>`sum(${creditLedgerEntries.amountPence}) over (order by ${creditLedgerEntries.createdAt} asc, ${creditLedgerEntries.amountPence} desc, ${creditLedgerEntries.id} desc rows between unbounded preceding and current row)`
        .mapWith(Number)
        .as('balance_after_pence'),
    })
    .from(creditLedgerEntries)
    .where(theirs)
    .as('ledger');
  const searched = matchesAnyOf(q, [ledger.description]);
  const [rows, [counted], [sum]] = await Promise.all([
    db.select().from(ledger).where(searched).orderBy(desc(ledger.createdAt), asc(ledger.amountPence), asc(ledger.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(creditLedgerEntries).where(and(theirs, matchesAnyOf(q, [creditLedgerEntries.description]))),
    db.select({ pence: sql<number>`coalesce(sum(${creditLedgerEntries.amountPence}), 0)`.mapWith(Number) }).from(creditLedgerEntries).where(theirs),
  ]);
  return { rows, total: counted?.total ?? 0, ledgerPence: sum?.pence ?? 0 };
}

/** Whether the account exists (the credits module reads users, and users reads credit: no module import either way). */
export async function creditHolderExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/** The user's ledger, newest first (a debit written in the same instant as a grant comes after it). */
export async function listCreditEntries(db: Database, userId: string): Promise<CreditEntryRow[]> {
  return db
    .select()
    .from(creditLedgerEntries)
    .where(eq(creditLedgerEntries.userId, userId))
    .orderBy(desc(creditLedgerEntries.createdAt), asc(creditLedgerEntries.amountPence), asc(creditLedgerEntries.id));
}

export interface LapsedGrant {
  id: string;
  userId: string;
  description: string;
}

/**
 * Claims grants that have lapsed at `now` with something left, for this transaction. SKIP LOCKED lets
 * several API instances run the job at once without two of them expiring one grant: each takes other rows,
 * and a grant a spend is drawing from is left for the next run. The caller re-reads what is left after the
 * claim, so a grant another instance expired a moment ago is found empty.
 */
export async function claimLapsedGrants(db: Database, now: Date, limit: number): Promise<LapsedGrant[]> {
  return db
    .select({ id: creditLedgerEntries.id, userId: creditLedgerEntries.userId, description: creditLedgerEntries.description })
    .from(creditLedgerEntries)
    .where(and(gt(creditLedgerEntries.amountPence, 0), lte(creditLedgerEntries.expiresAt, now), sql`${creditLedgerEntries.amountPence} > ${drawnFromGrant}`))
    .orderBy(asc(creditLedgerEntries.expiresAt), asc(creditLedgerEntries.id))
    .limit(limit)
    .for('no key update', { skipLocked: true });
}

export interface GrantToWarn {
  id: string;
  userId: string;
}

/** Live grants with something left that expire by `horizon` and whose owner (an open account) has not been warned yet. */
export async function findGrantsToWarn(db: Database, now: Date, horizon: Date, limit: number): Promise<GrantToWarn[]> {
  return db
    .select({ id: creditLedgerEntries.id, userId: creditLedgerEntries.userId })
    .from(creditLedgerEntries)
    .innerJoin(users, eq(users.id, creditLedgerEntries.userId))
    .leftJoin(creditExpiryWarnings, eq(creditExpiryWarnings.grantEntryId, creditLedgerEntries.id))
    .where(
      and(
        isNull(users.deletedAt),
        gt(creditLedgerEntries.amountPence, 0),
        gt(creditLedgerEntries.expiresAt, now),
        lte(creditLedgerEntries.expiresAt, horizon),
        isNull(creditExpiryWarnings.grantEntryId),
        sql`${creditLedgerEntries.amountPence} > ${drawnFromGrant}`,
      ),
    )
    .orderBy(asc(creditLedgerEntries.expiresAt), asc(creditLedgerEntries.id))
    .limit(limit);
}

/** Remembers that a grant's owner was warned; false when someone (another instance) already did. */
export async function markGrantWarned(db: Database, grantEntryId: string, warnedAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(creditExpiryWarnings)
    .values({ grantEntryId, warnedAt })
    .onConflictDoNothing()
    .returning({ grantEntryId: creditExpiryWarnings.grantEntryId });
  return inserted.length === 1;
}
