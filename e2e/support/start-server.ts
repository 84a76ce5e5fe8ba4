import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/api/test/support/test-database';

/**
 * Starts the real server for the Playwright journeys on a database of its own, so every run begins from
 * the demo data alone: a new PGlite folder, or a new PostgreSQL database when TEST_DATABASE_URL is set
 * (.ci/run drops those afterwards). Google sign-in is covered by the API tests against a real provider.
 */
// The busy-calendar journey serves its calendar from this machine: private addresses (and plain http) allowed here only.
process.env.BUSY_CALENDAR_ALLOW_PRIVATE ??= 'true';

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  process.env.DATABASE_URL = (await createScratchDatabase(serverUrl, 'lull_e2e')).url;
} else {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'lull-e2e-'));
}

await import('../../apps/api/src/server');
