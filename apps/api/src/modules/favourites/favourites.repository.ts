import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favourites } from '../../db/schema/favourites';

/** Saves a business once: a second save (or two at once) meets the primary key and changes nothing. */
export async function insertFavourite(db: Database, userId: string, merchantId: string): Promise<void> {
  await db.insert(favourites).values({ userId, merchantId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, userId: string, merchantId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.merchantId, merchantId)));
}

/** The user's saved businesses, most recently saved first; only ever the user's own rows. */
export async function listFavouritesOf(db: Database, userId: string): Promise<{ merchantId: string; createdAt: Date }[]> {
  return db
    .select({ merchantId: favourites.merchantId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.merchantId);
}
