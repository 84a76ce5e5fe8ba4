/**
 * The salon's own screens beside the large catalogue (decision 050): GET /api/merchant/team and GET
 * /api/merchant/diary for a week, asked by the owner of a business with a team of four, its bookings and its blocks.
 * Each diary request asks for the week starting on the next of 14 days in turn, so the figure is not one warm week.
 * Beside them, the calendar feed a salon's calendar app fetches (decision 051), with no session: each request asks
 * for the next of a thousand businesses' feeds, so no one feed's rate limit (per address) is reached; and the owner's
 * GET /api/merchant/calendar-feed, the feeds' addresses the Team tab shows (the business's and each member's).
 * And its money (decision 054): a year's ledger of 3,000 entries with a payout a month, read as a month's statement
 * (each request the next of the twelve months), as a year's statement in CSV, and as the payout history. And what
 * off-peak did for it over the last 12 weeks (decision 057).
 */
import { addDaysToDate, londonDateOf } from '@lull/domain/london-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { merchants } from '../apps/api/src/db/schema/merchants';
import { merchantRevenueEntries, payouts } from '../apps/api/src/db/schema/payouts';
import { calendarFeeds, teamMembers } from '../apps/api/src/db/schema/team';
import { users } from '../apps/api/src/db/schema/users';
import { newSecretToken } from '../apps/api/src/shared/tokens';
import { createCustomers } from '../apps/api/test/support/booking-customers';

export interface MerchantFixtures {
  ownerCookie: string;
  /** Business feeds' tokens, of businesses with a team. */
  feedTokens: string[];
  /** The owner's business's payouts, a month's each. */
  payoutIds: string[];
}

const FEEDS = 1000;

/** An owner with a live session for the first business with four members (the large catalogue's biggest team). */
export async function prepareMerchantFixtures(db: Database, cookieName: string): Promise<MerchantFixtures> {
  const [owner] = await createCustomers(db, 1, new Date(), cookieName);
  const [business] = await db
    .select({ id: teamMembers.merchantId })
    .from(teamMembers)
    .groupBy(teamMembers.merchantId)
    .having(sql`count(*) = 4`)
    .orderBy(teamMembers.merchantId)
    .limit(1);
  if (!business) throw new Error('the large catalogue has no business with a team of four');
  await db.update(users).set({ role: 'merchant' }).where(eq(users.id, owner!.id));
  await db.update(merchants).set({ userId: owner!.id }).where(eq(merchants.id, business.id));
  const withTeams = await db.selectDistinct({ id: teamMembers.merchantId }).from(teamMembers).orderBy(teamMembers.merchantId).limit(FEEDS);
  const feeds = withTeams.map(({ id }) => ({ merchantId: id, teamMemberId: null, token: newSecretToken() }));
  await db.insert(calendarFeeds).values(feeds).onConflictDoNothing();
  const payoutIds = await seedLedgerYear(db, business.id);
  return { ownerCookie: owner!.cookie, feedTokens: feeds.map(({ token }) => token), payoutIds };
}

const LEDGER_ENTRIES = 3000;

/** A year of the business's money: an entry every three hours or so, and at each month's end a payout of the month. Returns the payouts. */
async function seedLedgerYear(db: Database, merchantId: string): Promise<string[]> {
  const now = Date.now();
  const yearAgo = now - 365 * 86_400_000;
  const entries: (typeof merchantRevenueEntries.$inferInsert)[] = [];
  const payoutIds: string[] = [];
  let balance = 0;
  let month = new Date(yearAgo).getUTCMonth();
  for (let n = 0; n < LEDGER_ENTRIES; n++) {
    const createdAt = new Date(yearAgo + (n * (now - yearAgo)) / LEDGER_ENTRIES);
    if (createdAt.getUTCMonth() !== month && balance > 0) {
      const [payout] = await db.insert(payouts).values({ merchantId, amountPence: balance, reference: `BENCH-${n}`, createdAt }).returning();
      entries.push({ merchantId, type: 'payout', amountPence: -balance, payoutId: payout!.id, description: `Payout BENCH-${n}`, createdAt });
      payoutIds.push(payout!.id);
      balance = 0;
      month = createdAt.getUTCMonth();
    }
    const amountPence = 1_500 + (n % 7) * 250;
    entries.push({ merchantId, type: 'adjustment', amountPence, description: `Visit ${n}`, createdAt });
    balance += amountPence;
  }
  for (let start = 0; start < entries.length; start += 500) await db.insert(merchantRevenueEntries).values(entries.slice(start, start + 500));
  await db.update(merchants).set({ revenueBalancePence: balance }).where(eq(merchants.id, merchantId));
  return payoutIds;
}

/** The merchant's questions, each naming its next path. */
export function merchantMix({ feedTokens, payoutIds }: Pick<MerchantFixtures, 'feedTokens' | 'payoutIds'>): { name: string; next: () => string }[] {
  const today = londonDateOf(new Date());
  let day = 0;
  let feed = 0;
  let month = 0;
  let payout = 0;
  return [
    { name: 'GET /api/merchant/team', next: () => '/api/merchant/team' },
    {
      name: 'GET /api/merchant/diary?from=…&to=… (a week)',
      next: () => {
        const from = addDaysToDate(today, day++ % 14);
        return `/api/merchant/diary?from=${from}&to=${addDaysToDate(from, 6)}`;
      },
    },
    { name: "GET /api/merchant/calendar-feed (the feeds' addresses)", next: () => '/api/merchant/calendar-feed' },
    { name: "GET /api/calendar-feeds/{token}.ics (a business's feed, no session)", next: () => `/api/calendar-feeds/${feedTokens[feed++ % feedTokens.length]}.ics` },
    {
      name: "GET /api/merchant/statements?from=…&to=… (a month of a year's ledger)",
      next: () => {
        const to = addDaysToDate(today, -30 * (month++ % 12));
        return `/api/merchant/statements?from=${addDaysToDate(to, -30)}&to=${to}`;
      },
    },
    { name: 'GET /api/merchant/statements.csv (a year, 3,000 lines)', next: () => `/api/merchant/statements.csv?from=${addDaysToDate(today, -365)}&to=${today}` },
    { name: 'GET /api/merchant/payouts (the history)', next: () => '/api/merchant/payouts' },
    { name: "GET /api/merchant/payouts/{id} (what a month's payout paid, 250 entries)", next: () => `/api/merchant/payouts/${payoutIds[payout++ % payoutIds.length]}` },
    // What off-peak did for the salon (decision 057): the last 12 weeks by default, for its team of four.
    { name: 'GET /api/merchant/off-peak-impact (12 weeks)', next: () => '/api/merchant/off-peak-impact' },
  ];
}
