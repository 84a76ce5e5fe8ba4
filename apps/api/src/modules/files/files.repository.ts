import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fileContents, merchantFiles, merchants } from '../../db/schema/merchants';

export type MerchantFileRow = typeof merchantFiles.$inferSelect;
export type NewMerchantFile = Omit<typeof merchantFiles.$inferInsert, 'storageKey' | 'fileSizeBytes'>;

/** Stores the bytes and their record together, so a file is never listed without content or the reverse. */
export async function insertMerchantFile(db: Database, file: NewMerchantFile, storageKey: string, bytes: Buffer): Promise<MerchantFileRow> {
  await db.insert(fileContents).values({ storageKey, bytes });
  const [row] = await db
    .insert(merchantFiles)
    .values({ ...file, storageKey, fileSizeBytes: bytes.length })
    .returning();
  if (!row) throw new Error('insert into merchant_files returned no row');
  return row;
}

export async function findFileWithContent(db: Database, fileId: string) {
  const [row] = await db
    .select({ file: merchantFiles, bytes: fileContents.bytes, ownerUserId: merchants.userId })
    .from(merchantFiles)
    .innerJoin(fileContents, eq(fileContents.storageKey, merchantFiles.storageKey))
    .innerJoin(merchants, eq(merchants.id, merchantFiles.merchantId))
    .where(eq(merchantFiles.id, fileId));
  return row;
}

export async function listMerchantFiles(db: Database, merchantId: string, fileType?: MerchantFileRow['fileType']): Promise<MerchantFileRow[]> {
  return db
    .select()
    .from(merchantFiles)
    .where(fileType ? and(eq(merchantFiles.merchantId, merchantId), eq(merchantFiles.fileType, fileType)) : eq(merchantFiles.merchantId, merchantId))
    .orderBy(merchantFiles.sortOrder, merchantFiles.createdAt);
}
