/**
 * The salon's own screens beside the large catalogue (decision 050): GET /api/merchant/team and GET
 * /api/merchant/diary for a week, asked by the owner of a business with a team of four, its bookings and its blocks.
 * Each diary request asks for the week starting on the next of 14 days in turn, so the figure is not one warm week.
 * Beside them, the calendar feed a salon's calendar app fetches (decision 051), with no session: each request asks
 * for the next of a thousand businesses' feeds, so no one feed's rate limit (per address) is reached; and the owner's
 * GET /api/merchant/calendar-feed, the feeds' addresses the Team tab shows (the business's and each member's).
 */
import { addDaysToDate, londonDateOf } from '@lull/domain/london-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { merchants } from '../apps/api/src/db/schema/merchants';
import { calendarFeeds, teamMembers } from '../apps/api/src/db/schema/team';
import { users } from '../apps/api/src/db/schema/users';
import { newSecretToken } from '../apps/api/src/shared/tokens';
import { createCustomers } from '../apps/api/test/support/booking-customers';

export interface MerchantFixtures {
  ownerCookie: string;
  /** Business feeds' tokens, of businesses with a team. */
  feedTokens: string[];
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
  return { ownerCookie: owner!.cookie, feedTokens: feeds.map(({ token }) => token) };
}

/** The merchant's questions, each naming its next path. */
export function merchantMix(feedTokens: readonly string[]): { name: string; next: () => string }[] {
  const today = londonDateOf(new Date());
  let day = 0;
  let feed = 0;
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
  ];
}
