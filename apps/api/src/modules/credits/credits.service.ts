import type { CreditHistoryEntry } from '@lull/domain/contracts/account';
import {
  allocateSpend,
  CREDIT_LIFETIME_DAYS,
  creditExpiryFrom,
  grantBalances,
  refundGrant,
  spendableAt,
  WELCOME_CREDIT_PENCE,
  type GrantBalance,
} from '@lull/domain/credits';
import { FIGURES } from '@lull/domain/figures';
import { penceToPounds } from '@lull/domain/money';
import type { Database } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import { notify } from '../notifications/notifications.service';
import {
  insertCreditAllocations,
  insertCreditEntry,
  listCreditEntries,
  loadCreditGrants,
  loadCreditGrantsOf,
  lockCreditHolder,
  lockLiveGrants,
  type CreditEntryRow,
} from './credits.repository';

/**
 * The credit ledger's use cases (decision 010). Every function takes the caller's database or transaction,
 * so a spend, a refund or a reward commits or rolls back with the booking change that caused it.
 */

/** What a ledger entry is about: a booking, a referral, a grant (for an expiry). */
export interface CreditReference {
  type: string;
  id: string;
  /** The line the customer reads in Credit History. */
  description: string;
}

/** A user's grants with what is left of each, oldest expiry first. */
export async function creditGrantBalances(db: Database, userId: string): Promise<GrantBalance[]> {
  const { grants, draws } = await loadCreditGrants(db, userId);
  return grantBalances(grants, draws);
}

/** The balance shown everywhere: what can be spent at `now` (unexpired grants' remaining amounts). */
export async function spendableCreditPence(db: Database, userId: string, now: Date): Promise<number> {
  return spendableAt(await creditGrantBalances(db, userId), now);
}

/** Several users' spendable balances at `now` (a page of the admin's users list), by the same rule as one user's. */
export async function spendableCreditPenceOf(db: Database, userIds: readonly string[], now: Date): Promise<Map<string, number>> {
  const loaded = await loadCreditGrantsOf(db, userIds);
  return new Map([...loaded].map(([userId, { grants, draws }]) => [userId, spendableAt(grantBalances(grants, draws), now)]));
}

/**
 * Spends credit inside the caller's transaction: under the user row's lock (and the live grants' locks,
 * which the expiry job respects), checks what can be spent at `now`, then writes the `spent` entry and its
 * draws on the grants, oldest expiry first. False, with nothing written, when the credit no longer covers it.
 */
export async function spendCredit(tx: Database, userId: string, amountPence: number, reference: CreditReference, now: Date): Promise<boolean> {
  await lockCreditHolder(tx, userId);
  await lockLiveGrants(tx, userId, now);
  const draws = allocateSpend(await creditGrantBalances(tx, userId), amountPence, now);
  if (!draws) return false;
  const debitId = await insertCreditEntry(tx, {
    userId,
    type: 'spent',
    amountPence: -amountPence,
    description: reference.description,
    referenceType: reference.type,
    referenceId: reference.id,
  });
  await insertCreditAllocations(tx, debitId, draws);
  return true;
}

/**
 * Gives spent credit back (a booking cancelled in time) as a new `refund` grant of the whole amount that
 * expires 30 days after the refund, whether or not the grants the spend drew from have lapsed since.
 */
export async function refundSpentCredit(tx: Database, userId: string, amountPence: number, reference: CreditReference, now: Date): Promise<void> {
  const refund = refundGrant(amountPence, now);
  await insertCreditEntry(tx, {
    userId,
    type: 'refund',
    amountPence: refund.amountPence,
    description: reference.description,
    referenceType: reference.type,
    referenceId: reference.id,
    expiresAt: refund.expiresAt,
  });
}

/** A new grant (`earned` for a referral reward, `bonus` for a gift) that expires 30 days after `now`. */
export async function grantCredit(tx: Database, userId: string, type: 'earned' | 'bonus', amountPence: number, reference: CreditReference, now: Date): Promise<void> {
  await insertCreditEntry(tx, {
    userId,
    type,
    amountPence,
    description: reference.description,
    referenceType: reference.type,
    referenceId: reference.id,
    expiresAt: creditExpiryFrom(now),
  });
}

/** The £3 every new account starts with: a ledger grant that expires like any other, and a notification. */
export async function grantWelcomeCredit(db: Database, userId: string, now: Date): Promise<void> {
  await insertCreditEntry(db, {
    userId,
    type: 'bonus',
    amountPence: WELCOME_CREDIT_PENCE,
    description: 'Welcome credit',
    referenceType: 'welcome',
    expiresAt: creditExpiryFrom(now),
  });
  await notify(db, {
    userId,
    type: 'credit_granted',
    title: `Welcome to Lull: ${FIGURES.welcomeCredit} credit added`,
    message: `We've added ${FIGURES.welcomeCredit} of credit to your account. It's yours to spend on any booking in the next ${CREDIT_LIFETIME_DAYS} days.`,
  });
}

function toHistoryEntry(entry: CreditEntryRow): CreditHistoryEntry {
  return {
    id: entry.id,
    type: entry.type,
    amount: penceToPounds(entry.amountPence),
    description: entry.description,
    created_at: entry.createdAt.toISOString(),
    expires_at: entry.amountPence > 0 && entry.expiresAt ? entry.expiresAt.toISOString() : null,
  };
}

export function createCreditsService({ db }: AppContext) {
  return {
    /** GET /api/credits/history: every entry of the user's ledger, newest first. */
    async history(userId: string): Promise<CreditHistoryEntry[]> {
      return (await listCreditEntries(db, userId)).map(toHistoryEntry);
    },
  };
}
