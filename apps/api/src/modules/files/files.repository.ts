import type { UploadPurpose } from '@lull/domain/uploads';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fileContents, merchantFiles, merchants, uploads } from '../../db/schema/merchants';
import { storedFileName } from './file-urls';

export type MerchantFileRow = typeof merchantFiles.$inferSelect;
export type NewMerchantFile = Omit<typeof merchantFiles.$inferInsert, 'storageKey' | 'fileSizeBytes'>;

/**
 * Stores the bytes in the database and their record together, so a file is never listed without content or the
 * reverse. For the demo seed and test fixtures, inside their transaction; uploads go through the file store.
 */
export async function insertMerchantFile(db: Database, file: NewMerchantFile, storageKey: string, bytes: Buffer): Promise<MerchantFileRow> {
  await db.insert(fileContents).values({ storageKey, bytes });
  const [row] = await db
    .insert(merchantFiles)
    .values({ ...file, storageKey, fileSizeBytes: bytes.length })
    .returning();
  if (!row) throw new Error('insert into merchant_files returned no row');
  return row;
}

/** A business's file, with its bytes when they are in the database (null: the file store's folder holds them). */
export async function findFileWithContent(db: Database, fileId: string) {
  const [row] = await db
    .select({
      file: merchantFiles,
      bytes: fileContents.bytes,
      ownerUserId: merchants.userId,
      // Customers can see the business: its pictures are public. A service's picture, once customers can see
      // that service too (a proposed edit's new picture stays private until it is approved).
      isListed: sql<boolean>`${merchants.status} = 'approved' and not ${merchants.isPaused} and (${merchantFiles.fileType} <> 'service_image' or exists (
        select 1 from services s where s.image_url = '/api/files/' || ${merchantFiles.id}::text and s.approval_status = 'approved' and s.is_active))`,
    })
    .from(merchantFiles)
    .leftJoin(fileContents, eq(fileContents.storageKey, merchantFiles.storageKey))
    .innerJoin(merchants, eq(merchants.id, merchantFiles.merchantId))
    .where(eq(merchantFiles.id, fileId));
  return row;
}

/** A business's files, each purpose in the order its owner set. */
export async function listMerchantFiles(db: Database, merchantId: string, fileType?: MerchantFileRow['fileType']): Promise<MerchantFileRow[]> {
  return db
    .select()
    .from(merchantFiles)
    .where(fileType ? and(eq(merchantFiles.merchantId, merchantId), eq(merchantFiles.fileType, fileType)) : eq(merchantFiles.merchantId, merchantId))
    .orderBy(merchantFiles.sortOrder, merchantFiles.createdAt);
}

/**
 * Makes a user's uploads of one purpose files of a business: each keeps its id and stored bytes (so its address
 * does not change) and its upload row goes. Returns the files made; an id that is not this user's upload for
 * this purpose (someone else's, already claimed, or removed) is left out, and the caller decides what that means.
 */
export async function claimUploads(db: Database, userId: string, merchantId: string, purpose: UploadPurpose, uploadIds: readonly string[]): Promise<MerchantFileRow[]> {
  if (uploadIds.length === 0) return [];
  const found = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, [...uploadIds]), eq(uploads.userId, userId), eq(uploads.purpose, purpose)))
    .returning();
  if (found.length === 0) return [];
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
      })),
    )
    .returning();
}

/** Removes a business's files of one purpose that are not in `keepIds`, bytes and all. */
export async function deleteMerchantFilesExcept(db: Database, merchantId: string, purpose: UploadPurpose, keepIds: readonly string[]): Promise<void> {
  const gone = await db
    .delete(merchantFiles)
    .where(and(eq(merchantFiles.merchantId, merchantId), eq(merchantFiles.fileType, purpose), keepIds.length > 0 ? notInArray(merchantFiles.id, [...keepIds]) : undefined))
    .returning({ storageKey: merchantFiles.storageKey });
  if (gone.length > 0) await db.delete(fileContents).where(inArray(fileContents.storageKey, gone.map((file) => file.storageKey)));
}

export async function setMerchantFileOrder(db: Database, fileId: string, sortOrder: number): Promise<void> {
  await db.update(merchantFiles).set({ sortOrder }).where(eq(merchantFiles.id, fileId));
}

/** One file of a business, of one type, or undefined. */
export async function findMerchantFile(db: Database, merchantId: string, fileId: string, fileType: MerchantFileRow['fileType']): Promise<MerchantFileRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantFiles)
    .where(and(eq(merchantFiles.id, fileId), eq(merchantFiles.merchantId, merchantId), eq(merchantFiles.fileType, fileType)));
  return row;
}

/** Removes one file of a business, bytes and all. */
export async function deleteMerchantFile(db: Database, merchantId: string, fileId: string): Promise<void> {
  const gone = await db
    .delete(merchantFiles)
    .where(and(eq(merchantFiles.id, fileId), eq(merchantFiles.merchantId, merchantId)))
    .returning({ storageKey: merchantFiles.storageKey });
  if (gone.length > 0) await db.delete(fileContents).where(inArray(fileContents.storageKey, gone.map((file) => file.storageKey)));
}
