import { formatLondonInstant } from './london-format';
import type { Pence } from './money';

/**
 * The credit ledger's rules (decision 010). Grants (welcome bonus, referral reward, refund) are
 * positive entries with an expiry; debits (a spend, an expiry) are negative entries, each drawn from named
 * grants. A grant's remaining amount is what it granted minus what has been drawn from it, so:
 *
 * - what can be spent at `now` is the remaining amount of the grants not yet expired at `now`;
 * - a spend draws first in first out: the grant that expires soonest (then the oldest award) first;
 * - an expiry draws exactly what is left of a lapsed grant, never what was already spent from it;
 * - the ledger's sum equals what can be spent once every lapsed grant's expiry has been written.
 *
 * Pure: the API loads a user's grants and draws, asks these functions, and writes what they answer.
 */

const DAY_MS = 86_400_000;

/** Every new account starts with this much credit (a welcome grant). */
export const WELCOME_CREDIT_PENCE: Pence = 300;
/** Earned once when a referred friend's first booking is paid. */
export const REFERRAL_REWARD_PENCE: Pence = 300;
/** A grant expires this many days after it is awarded. */
export const CREDIT_LIFETIME_DAYS = 30;
/** Credits cover at most £5 of one booking (the credit cap). */
export const MAX_CREDIT_PER_BOOKING_PENCE: Pence = 500;

/**
 * How much credit goes towards an amount due, the credit cap's one home: at most MAX_CREDIT_PER_BOOKING_PENCE, at
 * most the balance, at most the amount. A negative balance counts as none. With the £5 platform fee in every total
 * the amount never binds in priceBooking today; it is kept so the rule stays whole if the fee changes.
 */
export function creditsToApply(availableCreditPence: Pence, amountDuePence: Pence): Pence {
  return Math.max(0, Math.min(MAX_CREDIT_PER_BOOKING_PENCE, availableCreditPence, amountDuePence));
}

/** The customer is told this many days before a grant with something left on it expires. */
export const CREDIT_EXPIRY_WARNING_DAYS = 3;

/** A grant expires 30 days after it is awarded. */
export function creditExpiryFrom(awardedAt: Date): Date {
  return new Date(awardedAt.getTime() + CREDIT_LIFETIME_DAYS * DAY_MS);
}

export interface CreditGrant {
  id: string;
  amountPence: Pence;
  awardedAt: Date;
  /** Null only for a grant written before expiries existed: it never lapses. */
  expiresAt: Date | null;
}

/** One debit's draw on one grant (a row of `credit_allocations`). */
export interface CreditDraw {
  grantId: string;
  amountPence: Pence;
}

export interface GrantBalance extends CreditGrant {
  remainingPence: Pence;
}

/** A grant can be spent strictly before its expiry; at the expiry instant it has lapsed. */
export function isGrantLive(grant: Pick<CreditGrant, 'expiresAt'>, now: Date): boolean {
  return grant.expiresAt === null || now.getTime() < grant.expiresAt.getTime();
}

/** First in, first out: the soonest expiry first (never-expiring last), then the oldest award, then the id. */
export function compareFifo(a: CreditGrant, b: CreditGrant): number {
  const expiryA = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const expiryB = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (expiryA !== expiryB) return expiryA < expiryB ? -1 : 1;
  if (a.awardedAt.getTime() !== b.awardedAt.getTime()) return a.awardedAt.getTime() - b.awardedAt.getTime();
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * What is left of each grant after the draws on it, in FIFO order. Draws on grants not listed are ignored;
 * a grant is never shown below zero (the API draws only what is left, under a lock, so it never is).
 */
export function grantBalances(grants: readonly CreditGrant[], draws: readonly CreditDraw[]): GrantBalance[] {
  const drawn = new Map<string, number>();
  for (const draw of draws) drawn.set(draw.grantId, (drawn.get(draw.grantId) ?? 0) + draw.amountPence);
  return grants
    .map((grant) => ({ ...grant, remainingPence: Math.max(0, grant.amountPence - (drawn.get(grant.id) ?? 0)) }))
    .sort(compareFifo);
}

/** The balance a customer sees and can spend at `now`: the remaining amount of unexpired grants. */
export function spendableAt(balances: readonly GrantBalance[], now: Date): Pence {
  return balances.reduce((total, grant) => (isGrantLive(grant, now) ? total + grant.remainingPence : total), 0);
}

/**
 * The draws a spend of `amountPence` at `now` makes: oldest expiry first, only unexpired grants with
 * something left. Null when the spendable balance does not cover the amount (nothing is drawn then).
 */
export function allocateSpend(balances: readonly GrantBalance[], amountPence: Pence, now: Date): CreditDraw[] | null {
  if (!Number.isInteger(amountPence) || amountPence <= 0) throw new RangeError(`A spend must be a positive number of pence: ${amountPence}`);
  const draws: CreditDraw[] = [];
  let left = amountPence;
  for (const grant of [...balances].sort(compareFifo)) {
    if (left === 0) break;
    if (!isGrantLive(grant, now) || grant.remainingPence <= 0) continue;
    const take = Math.min(left, grant.remainingPence);
    draws.push({ grantId: grant.id, amountPence: take });
    left -= take;
  }
  return left === 0 ? draws : null;
}

/** What expires at `now`: for each lapsed grant with something left, a draw of exactly what is left. */
export function lapsedAt(balances: readonly GrantBalance[], now: Date): CreditDraw[] {
  return [...balances]
    .sort(compareFifo)
    .filter((grant) => !isGrantLive(grant, now) && grant.remainingPence > 0)
    .map((grant) => ({ grantId: grant.id, amountPence: grant.remainingPence }));
}

/**
 * The grants to warn about at `now`: still spendable, something left, and expiring within `days`
 * (3 by default). The caller remembers which grants it has warned about, so each is warned once.
 */
export function expiringWithin(balances: readonly GrantBalance[], now: Date, days: number = CREDIT_EXPIRY_WARNING_DAYS): GrantBalance[] {
  const horizon = now.getTime() + days * DAY_MS;
  return [...balances]
    .sort(compareFifo)
    .filter((grant) => isGrantLive(grant, now) && grant.remainingPence > 0 && grant.expiresAt !== null && grant.expiresAt.getTime() <= horizon);
}

/**
 * Credit given back (a booking cancelled in time) is a new `refund` grant of the whole amount, expiring
 * 30 days after the refund. The spend's own draws are never undone: the grants it drew from may have
 * lapsed since (and had their expiry written), and reopening them would change history. So a refund of
 * credit whose grant has already expired still comes back in full, with a fresh 30 days.
 */
export function refundGrant(amountPence: Pence, now: Date): { amountPence: Pence; expiresAt: Date } {
  if (!Number.isInteger(amountPence) || amountPence <= 0) throw new RangeError(`A refund must be a positive number of pence: ${amountPence}`);
  return { amountPence, expiresAt: creditExpiryFrom(now) };
}

/** The sum of signed ledger amounts (grants positive, spends and expiries negative). */
export function ledgerSum(entries: readonly { amountPence: Pence }[]): Pence {
  return entries.reduce((total, entry) => total + entry.amountPence, 0);
}

/** '£3' for whole pounds, '£2.50' otherwise: how a notification's title names an amount of credit. */
export function creditAmountLabel(pence: Pence): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** When a grant expires, as a notification says it, in Lull's one London format: 'Fri 10 Jul 2026 at 09:00'. */
export function creditExpiryLabel(expiresAt: Date): string {
  return formatLondonInstant(expiresAt);
}
