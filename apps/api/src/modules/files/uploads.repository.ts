import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fileContents, uploads } from '../../db/schema/merchants';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** An upload's record; its bytes are already in the file store under its storage key (`FileStore.save`). */
export async function insertUpload(db: Database, upload: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

/** An upload with its bytes when they are in the database; null bytes mean the file store's folder holds them. */
export async function findUploadWithContent(db: Database, uploadId: string) {
  const [row] = await db
    .select({ upload: uploads, bytes: fileContents.bytes })
    .from(uploads)
    .leftJoin(fileContents, eq(fileContents.storageKey, uploads.storageKey))
    .where(eq(uploads.id, uploadId));
  return row;
}

/** Removes uploads made before `before` that no business claimed; returns their storage keys, for their bytes to go. */
export async function deleteUnclaimedUploads(db: Database, before: Date): Promise<string[]> {
  const gone = await db.delete(uploads).where(lt(uploads.createdAt, before)).returning({ storageKey: uploads.storageKey });
  return gone.map((row) => row.storageKey);
}
