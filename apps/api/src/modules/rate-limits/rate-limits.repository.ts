import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/rate-limits';

/**
 * Counts one hit in a fixed window, atomically: one upsert, so parallel requests on several instances
 * never lose a count. A window that has ended starts again at 1. Times come from the database's clock.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowEnded = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}
