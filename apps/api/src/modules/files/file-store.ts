import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/database';
import { deleteFileContents, deleteUnnamedFileContents, findFileContent, insertFileContent, storageKeysInUse } from './file-contents.repository';
import type { FileContent } from './upload-processing';

/**
 * Where the bytes of uploaded files are kept (decision 030). On PostgreSQL, the database's `file_contents`, so every
 * instance serves every file. With the embedded database, a folder beside it (`DATA_DIR/files`): PGlite runs
 * on the main thread, and 5 MB into or out of a bytea held every other request for seconds. A record
 * (`uploads`, `merchant_files`) names its bytes by storage key; bytes no record names are removed by `sweep`.
 */
export interface FileStore {
  readonly kind: 'database' | 'disk';
  /**
   * A new file for an incoming upload's bytes while they are read and checked, so they never sit in memory whole
   * (disk; the caller writes and closes it, and removes it if it is not saved), or null: read them into
   * memory (database).
   */
  stagingFile(): Promise<string | null>;
  /**
   * Keeps a file's bytes (in memory, or a staged file, which is moved) under a new storage key together with the
   * record `insertRecord` writes: in one transaction in the database; on disk, the bytes first (written in full,
   * then renamed into place), then the record, and the bytes removed again if the record is not written.
   */
  save<T>(db: Database, storageKey: string, content: FileContent, insertRecord: (db: Database) => Promise<T>): Promise<T>;
  /** The bytes under a key, or undefined. */
  get(db: Database, storageKey: string): Promise<Buffer | undefined>;
  /** Removes the bytes of records just deleted (committed). */
  remove(db: Database, storageKeys: readonly string[]): Promise<void>;
  /**
   * Removes bytes written before `before` that no record names any more (a business replaced its logo, a record
   * deleted inside another module's transaction, a save that failed halfway); returns how many.
   */
  sweep(db: Database, before: Date): Promise<number>;
  /** A store made for an in-memory database removes its folder. */
  close(): Promise<void>;
}

const databaseStore: FileStore = {
  kind: 'database',
  stagingFile: async () => null,
  async save(db, storageKey, content, insertRecord) {
    const bytes = Buffer.isBuffer(content) ? content : await readFile(content.path);
    return db.transaction(async (tx) => {
      await insertFileContent(tx, storageKey, bytes);
      return insertRecord(tx);
    });
  },
  get: findFileContent,
  remove: deleteFileContents,
  sweep: deleteUnnamedFileContents,
  close: async () => undefined,
};

/** How many names the sweep asks the database about at once. */
const SWEEP_BATCH = 500;
const PARTIAL = '.partial';

/**
 * Bytes as files under `root`: `<two hex digits of the key's SHA-256>/<the key, percent-encoded, dots too>`, so
 * no key can name a path outside its folder and no folder holds more than a 256th of the files; uploads on their
 * way in `staging/`. Unfinished files end in `.partial` and are swept like bytes nobody names.
 */
export function createDiskFileStore(root: string, { temporary = false } = {}): FileStore {
  const pathOf = (storageKey: string) =>
    path.join(root, createHash('sha256').update(storageKey).digest('hex').slice(0, 2), encodeURIComponent(storageKey).replace(/\./g, '%2E'));
  const removeFiles = (storageKeys: readonly string[]) => Promise.all(storageKeys.map((key) => rm(pathOf(key), { force: true }))).then(() => undefined);

  const staging = path.join(root, 'staging');

  async function write(storageKey: string, content: FileContent): Promise<void> {
    const file = pathOf(storageKey);
    await mkdir(path.dirname(file), { recursive: true });
    // Written in full under another name, then renamed: a process that dies never leaves half a file under the key.
    // Not flushed to the disk (fsync): the embedded database beside it runs with fsync off too, so flushing would
    // only hold the disk (and PGlite's synchronous writes on the main thread) without making anything safer.
    if (!Buffer.isBuffer(content)) return rename(content.path, file);
    const bytes = content;
    const partial = `${file}.${randomUUID()}${PARTIAL}`;
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  }

  return {
    kind: 'disk',
    async stagingFile() {
      await mkdir(staging, { recursive: true });
      return path.join(staging, `${randomUUID()}${PARTIAL}`);
    },
    async save(db, storageKey, content, insertRecord) {
      await write(storageKey, content);
      try {
        return await insertRecord(db);
      } catch (error) {
        await removeFiles([storageKey]);
        throw error;
      }
    },
    async get(_db, storageKey) {
      try {
        return await readFile(pathOf(storageKey));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (_db, storageKeys) => removeFiles(storageKeys),
    async sweep(db, before) {
      // Bytes a record named before they moved here (or the demo seed's, written in its transaction) may be in the
      // database too.
      let removed = await deleteUnnamedFileContents(db, before);
      const shards = await readdir(root).catch(() => [] as string[]);
      for (const shard of shards) {
        const folder = path.join(root, shard);
        const candidates: string[] = [];
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const file = path.join(folder, name);
          const written = await stat(file).then((info) => info.mtime, () => null);
          if (!written || written >= before) continue;
          if (name.endsWith(PARTIAL)) {
            await rm(file, { force: true });
            removed += 1;
          } else candidates.push(decodeURIComponent(name));
        }
        for (let start = 0; start < candidates.length; start += SWEEP_BATCH) {
          const batch = candidates.slice(start, start + SWEEP_BATCH);
          const inUse = await storageKeysInUse(db, batch);
          const unnamed = batch.filter((key) => !inUse.has(key));
          await removeFiles(unnamed);
          removed += unnamed.length;
        }
      }
      return removed;
    },
    close: async () => {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * The store of a database: its `file_contents` on PostgreSQL; with the embedded database, `files` in its data
 * folder, or a temporary folder for an in-memory one (tests), removed by `close`. One store per database object,
 * so the upload route and the cleanup job share it.
 */
export function fileStoreOf(db: Database): FileStore {
  let store = stores.get(db);
  if (!store) {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) store = databaseStore;
    else if (client.dataDir && !client.dataDir.includes('://')) store = createDiskFileStore(path.join(client.dataDir, 'files'));
    else store = createDiskFileStore(mkdtempSync(path.join(tmpdir(), 'lull-files-')), { temporary: true });
    stores.set(db, store);
  }
  return store;
}

const stores = new WeakMap<Database, FileStore>();
