import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/database';
import { createScratchDatabase } from './test-database';

/**
 * Vitest's global setup for the API tests: migrates one database before any test file runs, so that each file
 * copies it instead of running every migration again (about 3 s a file on PGlite, 1 s on PostgreSQL). On
 * PGlite it is a dump of the data folder; on PostgreSQL a template database. The test files learn where it is
 * from the environment, which their worker processes inherit; `openTestDatabase` still migrates after copying,
 * which finds nothing to do.
 */
export default async function migrateOnce(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'lull_test_template');
    const handle = await openDatabase({ databaseUrl: template.url, dataDir: null });
    await handle.migrate();
    await handle.close();
    process.env.LULL_TEST_TEMPLATE_DATABASE = new URL(template.url).pathname.slice(1);
    return () => template.drop();
  }
  const handle = await openDatabase({ dataDir: null });
  await handle.migrate();
  const dump = await ((handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none'));
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'lull-test-migrated-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.LULL_TEST_PGLITE_DUMP = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
