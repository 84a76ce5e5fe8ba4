import type { UploadPurpose } from '@lull/domain/uploads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { merchantFiles, merchants, uploads } from '../../db/schema/merchants';
import { storedFileName } from '../files/file-urls';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
export type MerchantFileRow = typeof merchantFiles.$inferSelect;

export async function findMerchantByUserId(db: Database, userId: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.userId, userId));
  return row;
}

export async function insertMerchant(db: Database, merchant: NewMerchant): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(merchant).returning();
  if (!row) throw new Error('insert into merchants returned no row');
  return row;
}

export async function setMerchantLogoUrl(db: Database, merchantId: string, logoUrl: string): Promise<void> {
  await db.update(merchants).set({ logoUrl }).where(eq(merchants.id, merchantId));
}

/**
 * Makes a user's uploads of one purpose files of their business, in the order given: each keeps its id and
 * stored bytes (so its address does not change) and its upload row goes. Returns the files made; an id that is
 * not this user's upload for this purpose (someone else's, already claimed, or removed) is left out, and the
 * caller decides what that means.
 */
export async function claimUploads(db: Database, userId: string, merchantId: string, purpose: UploadPurpose, uploadIds: readonly string[]): Promise<MerchantFileRow[]> {
  if (uploadIds.length === 0) return [];
  const found = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, [...uploadIds]), eq(uploads.userId, userId), eq(uploads.purpose, purpose)))
    .returning();
  if (found.length === 0) return [];
  const order = new Map(uploadIds.map((id, index) => [id, index]));
  return db
    .insert(merchantFiles)
    .values(
      found.map((upload) => ({
        id: upload.id,
        merchantId,
        fileType: purpose,
        storageKey: upload.storageKey,
        fileName: storedFileName(upload.id, upload.mimeType),
        originalName: upload.originalName,
        mimeType: upload.mimeType,
        fileSizeBytes: upload.fileSizeBytes,
        width: upload.width,
        height: upload.height,
        sortOrder: order.get(upload.id) ?? 0,
      })),
    )
    .returning();
}

export async function listFilesOf(db: Database, merchantId: string): Promise<MerchantFileRow[]> {
  return db.select().from(merchantFiles).where(eq(merchantFiles.merchantId, merchantId)).orderBy(merchantFiles.fileType, merchantFiles.sortOrder, merchantFiles.createdAt);
}

/** Businesses customers can find and book now: approved and not paused. */
export async function countListedMerchants(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(merchants)
    .where(and(eq(merchants.status, 'approved'), eq(merchants.isPaused, false)));
  return row?.count ?? 0;
}
