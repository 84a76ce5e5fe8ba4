/**
 * The salon's own screens beside the large catalogue (decision 050): GET /api/merchant/team and GET
 * /api/merchant/diary for a week, asked by the owner of a business with a team of four, its bookings and its blocks.
 * Each diary request asks for the week starting on the next of 14 days in turn, so the figure is not one warm week.
 */
import { addDaysToDate, londonDateOf } from '@lull/domain/london-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { merchants } from '../apps/api/src/db/schema/merchants';
import { teamMembers } from '../apps/api/src/db/schema/team';
import { users } from '../apps/api/src/db/schema/users';
import { createCustomers } from '../apps/api/test/support/booking-customers';

export interface MerchantFixtures {
  ownerCookie: string;
}

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
  return { ownerCookie: owner!.cookie };
}

/** The merchant's questions, each naming its next path. */
export function merchantMix(): { name: string; next: () => string }[] {
  const today = londonDateOf(new Date());
  let day = 0;
  return [
    { name: 'GET /api/merchant/team', next: () => '/api/merchant/team' },
    {
      name: 'GET /api/merchant/diary?from=…&to=… (a week)',
      next: () => {
        const from = addDaysToDate(today, day++ % 14);
        return `/api/merchant/diary?from=${from}&to=${addDaysToDate(from, 6)}`;
      },
    },
  ];
}
