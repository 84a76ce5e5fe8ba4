import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { referrals } from '../../db/schema/referrals';

export type ReferralRow = typeof referrals.$inferSelect;

export async function findReferralOf(db: Database, referredUserId: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
  return row;
}

/** Records who referred a user; false when the user already has a referral (one per user, by a unique index). */
export async function insertReferralOnce(db: Database, referral: { referrerUserId: string; referredUserId: string; code: string }): Promise<boolean> {
  const inserted = await db.insert(referrals).values(referral).onConflictDoNothing({ target: referrals.referredUserId }).returning({ id: referrals.id });
  return inserted.length === 1;
}

/**
 * Marks a referral rewarded for `bookingId`, if this is the referred user's first paid booking and the
 * reward has not been given: a conditional update, so of two bookings paid at the same moment the second
 * waits for the first's row lock, then finds `rewarded_at` set and changes nothing. Answers the referral
 * when this call is the one that rewards it.
 */
export async function claimReferralReward(db: Database, referredUserId: string, bookingId: string, now: Date): Promise<Pick<ReferralRow, 'id' | 'referrerUserId'> | undefined> {
  const [claimed] = await db
    .update(referrals)
    .set({ rewardedAt: now, rewardBookingId: bookingId })
    .where(
      and(
        eq(referrals.referredUserId, referredUserId),
        isNull(referrals.rewardedAt),
        // Spelled out with aliases: Drizzle may leave column names unqualified inside an UPDATE.
        sql`not exists (select 1 from bookings paid where paid.user_id = ${referredUserId} and paid.confirmed_at is not null and paid.id <> ${bookingId})`,
        sql`exists (select 1 from users referrer where referrer.id = "referrals"."referrer_user_id" and referrer.deleted_at is null)`,
      ),
    )
    .returning({ id: referrals.id, referrerUserId: referrals.referrerUserId });
  return claimed;
}

/** How many friends signed up with the user's code, and how many of them have earned the reward. */
export async function countReferrals(db: Database, referrerUserId: string): Promise<{ total: number; rewarded: number }> {
  const [row] = await db
    .select({ total: count(), rewarded: count(referrals.rewardedAt) })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  return { total: Number(row?.total ?? 0), rewarded: Number(row?.rewarded ?? 0) };
}
