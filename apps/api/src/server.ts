import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { seedDemoDataIfEmpty } from './db/seed/demo-seed';
import { createSmtpTransport } from './integrations/mailer';
import { startHoldSweeper } from './modules/bookings/hold-sweeper';
import { startCreditExpiryJob } from './modules/credits/credit-expiry';
import { startMailWorker } from './modules/mail/mail-worker';
import { systemClock } from './shared/clock';

/** Reads config, opens and migrates the database, loads demo data into an empty one, listens, stops cleanly. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = { ...loadConfig(), webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)) };
  let log: { warn(details: object, message: string): void } = { warn: (details, message) => console.warn(message, details) };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) => log.warn({ err: error }, 'database connection lost; the pool will open another'),
  });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  log = app.log;

  if (!config.isProduction) {
    const seeded = await seedDemoDataIfEmpty(database.db, systemClock());
    if (seeded) app.log.info('Loaded the demo catalogue and accounts (password: demo-password)');
  }

  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const stopMailWorker = transport
    ? startMailWorker({ db: database.db, transport, clock: systemClock, log: app.log, intervalMs: 2_000 })
    : undefined;

  const stopHoldSweeper = startHoldSweeper({ db: database.db, clock: systemClock, log: app.log, intervalMs: 30_000 });
  // Lapsed credit and the 3-day warnings: safe on every instance at once (decision 010).
  const stopCreditExpiry = startCreditExpiryJob({ db: database.db, clock: systemClock, log: app.log, intervalMs: 10 * 60_000 });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopMailWorker?.();
    stopHoldSweeper();
    stopCreditExpiry();
    transport?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lull is running at ${config.publicUrl} (database: ${database.engine === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Lull failed to start:', error);
  }
  process.exit(1);
});
