import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The one database type repositories see, whichever engine is underneath (transactions share it). */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Calls `onNotify` for each NOTIFY on `channel` committed by any connection, this process's or another's. */
  listen(channel: string, onNotify: () => void): Promise<ChangeFeed>;
  /** PostgreSQL only: the pool's connections now, for GET /metrics and load shedding. */
  poolFigures?: () => PoolFigures;
  close(): Promise<void>;
}

/** A connection pool's state: its open connections, how many of them are idle, and the queries waiting for one. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface ChangeFeed {
  /**
   * False while the listening connection is down (it reconnects every second): notifications may be missed,
   * so what relies on them must not be trusted. `onNotify` is called once more when it is back.
   */
  readonly live: boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** A PostgreSQL connection of its own that LISTENs (a pooled one may be handed to anyone between queries). */
async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<ChangeFeed> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = () => {
    live = false;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    const lost = () => {
      if (client === next) reconnectSoon();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void next.end().catch(() => undefined);
      live = true;
      onNotify();
    } catch {
      void next.end().catch(() => undefined);
      reconnectSoon();
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Connections each instance keeps open to PostgreSQL at most. */
export const POOL_SIZE = 10;

/**
 * How many of this build's migrations the database has not had yet: those newer than the last one Drizzle's
 * migrator recorded (it applies in order, and records each with its folder's time). All of them before the first.
 */
export async function pendingMigrationCount(db: Database): Promise<number> {
  migrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  let lastApplied = 0;
  try {
    const result = (await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as { rows: { last: string | number | null }[] };
    lastApplied = Number(result.rows[0]?.last ?? 0);
  } catch (error) {
    // 42P01 / 3F000: no migration table or schema yet, so nothing is applied; anything else (unreachable) is the caller's.
    if (!['42P01', '3F000'].includes(pgErrorCode(error) ?? '')) throw error;
  }
  return migrationTimes.filter((time) => time > lastApplied).length;
}
let migrationTimes: number[] | undefined;

/** The advisory lock key that lets one instance at a time migrate a PostgreSQL database (any fixed number). */
const MIGRATION_LOCK_KEY = 7_410_015;

/**
 * Several instances starting at once on one database would each run the same migrations and all but one fail
 * ("duplicate key value violates unique constraint pg_type_typname_nsp_index"). A session lock on a connection
 * of its own makes the others wait, then find nothing left to do; a killed process's lock ends with its connection.
 */
async function migrateOneAtATime(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString });
  // A dropped lock connection fails the query in progress; unheard, its 'error' event would end the process.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end();
  }
}

/** PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory when `dataDir` is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Told when an idle pooled connection drops (server restart, terminated backend); the pool replaces it. */
  onConnectionLost?: (error: Error) => void;
  /** PGlite only: a dump (`dumpDataDir`) of a database to start from, such as an already migrated one (tests). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });
    // Without a listener, an idle connection's error (57P01 and the like) would crash the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      migrate: () => migrateOneAtATime(options.databaseUrl!, () => migratePg(db, { migrationsFolder })),
      listen: (channel, onNotify) => listenOnPostgres(options.databaseUrl!, channel, onNotify),
      poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir ?? undefined, loadDataDir: options.loadDataDir, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns the embedded database, so every change is made here and the feed is never down.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return { live: true, close: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
    close: () => client.close(),
  };
}

/** SQLSTATE codes the services translate into answers a person can act on. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` inside a savepoint of the caller's transaction, so a statement that fails (an exclusion violation when a
 * member was taken) undoes only itself and the transaction goes on. Drizzle's nested `transaction` would do this, but
 * on PGlite it runs the savepoint on the outer session, which waits for the transaction it is inside: a deadlock.
 */
export async function inSavepoint<T>(tx: Database, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint lull_step`);
  try {
    const result = await work();
    await tx.execute(sql`release savepoint lull_step`);
    return result;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint lull_step`);
    throw error;
  }
}
