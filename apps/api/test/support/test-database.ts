import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { assertInvariants } from './invariants';

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of `serverUrl` has a database of that name. */
export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; `.ci/run` sweeps any left behind. */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`). Closing it first checks the
 * database-wide invariants (support/invariants.ts), so every test file that ends also proves it left them true.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Copies of the database the global setup migrated once (support/migrated-template.ts), when there is one.
  const template = process.env.LULL_TEST_TEMPLATE_DATABASE;
  const dump = process.env.LULL_TEST_PGLITE_DUMP;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'lull_test', template) : undefined;
  // Dropping the scratch database ends the pool's closing connections; that is expected here.
  const handle = scratch
    ? await openDatabase({ databaseUrl: scratch.url, dataDir: null, onConnectionLost: () => undefined })
    : await openDatabase({ dataDir: null, loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined });
  await handle.migrate();
  return {
    ...handle,
    url: scratch?.url,
    async close() {
      try {
        await assertInvariants(handle.db);
      } finally {
        await handle.close();
        await scratch?.drop();
      }
    },
  };
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
