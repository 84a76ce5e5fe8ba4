import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fileContents, merchantFiles, uploads } from '../../db/schema/merchants';

/** A file's bytes in the database (the store on PostgreSQL, shared by every instance). */
export async function insertFileContent(db: Database, storageKey: string, bytes: Buffer): Promise<void> {
  await db.insert(fileContents).values({ storageKey, bytes });
}

export async function findFileContent(db: Database, storageKey: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: fileContents.bytes }).from(fileContents).where(eq(fileContents.storageKey, storageKey));
  return row?.bytes;
}

export async function deleteFileContents(db: Database, storageKeys: readonly string[]): Promise<void> {
  if (storageKeys.length > 0) await db.delete(fileContents).where(inArray(fileContents.storageKey, [...storageKeys]));
}

/** Of these storage keys, the ones an upload or a business's file still names. */
export async function storageKeysInUse(db: Database, storageKeys: readonly string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const keys = [...storageKeys];
  const rows = await db
    .select({ storageKey: merchantFiles.storageKey })
    .from(merchantFiles)
    .where(inArray(merchantFiles.storageKey, keys))
    .union(db.select({ storageKey: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, keys)));
  return new Set(rows.map((row) => row.storageKey));
}

/** Deletes bytes in the database written before `before` that no upload or business file names; returns how many. */
export async function deleteUnnamedFileContents(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(fileContents)
    .where(
      and(
        lt(fileContents.createdAt, before),
        notExists(db.select({ one: sql`1` }).from(merchantFiles).where(eq(merchantFiles.storageKey, fileContents.storageKey))),
        notExists(db.select({ one: sql`1` }).from(uploads).where(eq(uploads.storageKey, fileContents.storageKey))),
      ),
    )
    .returning({ storageKey: fileContents.storageKey });
  return gone.length;
}
