import { ConfigError, loadConfig } from '../../config';
import { systemClock } from '../../shared/clock';
import { openDatabase } from '../database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-seed';

/** `npm run db:seed`: migrates the configured database and loads the demo data (once). */
async function main(): Promise<number> {
  // Checked before loadConfig so a production environment is refused even when other settings are missing.
  if (process.env.NODE_ENV === 'production') {
    console.error('Refusing to seed: NODE_ENV is production. Demo accounts with a known password must never reach a live database.');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await seedDemoData(database.db, systemClock());
    const where = database.engine === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    if (!result.seeded) {
      console.log(`Demo data is already in ${where} (${DEMO_ACCOUNTS.admin.email} exists); nothing changed.`);
    } else {
      console.log(
        `Seeded ${where}: ${result.accounts} accounts, ${result.businesses} approved businesses, ${result.services} services and booking terms v1.`,
      );
      const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email).join(', ');
      console.log(`Sign in as ${emails} with the password "${DEMO_PASSWORD}".`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
