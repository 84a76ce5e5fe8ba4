import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { creditLedgerEntries } from '../../src/db/schema/credits';
import { startSession } from '../../src/modules/auth/sessions';
import { insertCreditEntry } from '../../src/modules/credits/credits.repository';
import { grantWelcomeCredit } from '../../src/modules/credits/credits.service';
import { insertUser } from '../../src/modules/users/users.repository';
import { addDays } from '../../src/shared/clock';

export interface BookingCustomer {
  id: string;
  email: string;
  /** The Cookie header of a live session, as registration would have set it. */
  cookie: string;
}

/**
 * Signed-in customers made the way registration makes them (an account, the £3 welcome grant on the ledger,
 * a session), straight through the repositories: registration is rate limited per address, and argon2 would
 * make fifty sign-ups the slowest part of a test. `now` must be the app's clock, or the session is not live.
 */
export async function createCustomers(db: Database, count: number, now: Date, cookieName = 'lull_session'): Promise<BookingCustomer[]> {
  const customers: BookingCustomer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `customer.${randomUUID()}@example.com`;
    const user = await insertUser(db, {
      email,
      firstName: `Customer${index + 1}`,
      lastName: 'Test',
      city: 'London',
      gdprConsent: true,
      gdprConsentAt: now,
      profileCompletedAt: now,
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
    });
    await grantWelcomeCredit(db, user.id, now);
    const session = await startSession(db, user.id, now, 'lull-test');
    customers.push({ id: user.id, email, cookie: `${cookieName}=${session.token}` });
  }
  return customers;
}

/** Adds a goodwill grant to a customer's ledger through the credits repository. */
export async function grantCredit(db: Database, userId: string, pence: number, now: Date): Promise<void> {
  await insertCreditEntry(db, { userId, type: 'bonus', amountPence: pence, description: 'Test goodwill credit', expiresAt: addDays(now, 30) });
}

export type LedgerEntry = typeof creditLedgerEntries.$inferSelect;

/** A customer's ledger in the order it was written (grants before debits within one instant). */
export async function ledgerOf(db: Database, userId: string): Promise<LedgerEntry[]> {
  const entries = await db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, userId));
  return entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || b.amountPence - a.amountPence);
}

/** The lowest the running balance ever was while replaying the ledger (negative means credit was overspent). */
export function lowestRunningBalance(entries: readonly LedgerEntry[]): number {
  let running = 0;
  let lowest = 0;
  for (const entry of entries) {
    running += entry.amountPence;
    lowest = Math.min(lowest, running);
  }
  return lowest;
}
