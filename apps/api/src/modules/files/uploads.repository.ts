import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fileContents, uploads } from '../../db/schema/merchants';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'fileSizeBytes'>;

/** Stores the bytes and their record together, so an upload is never listed without content or the reverse. */
export async function insertUpload(db: Database, upload: NewUpload, bytes: Buffer): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    await tx.insert(fileContents).values({ storageKey: upload.storageKey, bytes });
    const [row] = await tx
      .insert(uploads)
      .values({ ...upload, fileSizeBytes: bytes.length })
      .returning();
    if (!row) throw new Error('insert into uploads returned no row');
    return row;
  });
}

export async function findUploadWithContent(db: Database, uploadId: string) {
  const [row] = await db
    .select({ upload: uploads, bytes: fileContents.bytes })
    .from(uploads)
    .innerJoin(fileContents, eq(fileContents.storageKey, uploads.storageKey))
    .where(eq(uploads.id, uploadId));
  return row;
}

/** Removes uploads made before `before` that no business claimed, with their bytes; returns how many. */
export async function deleteUnclaimedUploads(db: Database, before: Date): Promise<number> {
  const gone = await db.delete(uploads).where(lt(uploads.createdAt, before)).returning({ storageKey: uploads.storageKey });
  if (gone.length === 0) return 0;
  await db.delete(fileContents).where(
    sql`${fileContents.storageKey} in (${sql.join(
      gone.map((row) => sql`${row.storageKey}`),
      sql`, `,
    )})`,
  );
  return gone.length;
}
