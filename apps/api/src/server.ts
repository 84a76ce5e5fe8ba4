import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { seedDemoDataIfEmpty } from './db/seed/demo-seed';
import { createSmtpTransport } from './integrations/mailer';
import { startHoldSweeper } from './modules/bookings/hold-sweeper';
import { startLateCancellationSettlement } from './modules/bookings/late-cancellation-settlement';
import { startReminderJob } from './modules/bookings/reminders';
import { startCreditExpiryJob } from './modules/credits/credit-expiry';
import { startBusyCalendarSync } from './modules/team/sync-busy-calendar';
import { startFreeDaysJob } from './modules/catalogue/free-days';
import { startForgettingOldRemovals } from './modules/catalogue/catalogue-index';
import { startReviewInvitations } from './modules/reviews/review-invitations';
import { startUploadCleanupJob } from './modules/files/upload-cleanup';
import { startWaitlistNotices } from './modules/waitlist/waitlist-notices';
import { startMailWorker } from './modules/mail/mail-worker';
import { backgroundWorkSettled } from './shared/background-work';
import { watchConnections } from './shared/connection-draining';
import { systemClock } from './shared/clock';
import { servePrimary } from './worker-processes';

// Past this, connections still open are cut so the process ends (orchestrators kill at about 30 s).
const SHUTDOWN_GRACE_MS = 25_000;
// After SIGTERM the listener stays open this long, answering every request 503 with `Connection: close`, so each
// client using a kept-alive connection is told to let it go instead of having it cut (decision 031).
const DRAIN_MS = 1_000;
// After the listener closes, how long a connection it accepted just before has to send its request (and be answered).
const LAST_CONNECTIONS_MS = 1_000;

/** Reads config, then serves: in this process, or in `WORKERS` processes sharing the port (decision 065). */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) servePrimary(config);
  else await serve(config);
}

/**
 * Opens and migrates the database, loads demo data into an empty one, listens. On SIGTERM or SIGINT it drains (see
 * `shutdown`), answers the requests in flight, lets each job finish its run, then closes the database.
 */
async function serve(loaded: ReturnType<typeof loadConfig>) {
  const config = {
    ...loaded,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    webRenderer: fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url)),
  };
  let log: { warn(details: object, message: string): void } = { warn: (details, message) => console.warn(message, details) };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) => log.warn({ err: error }, 'database connection lost; the pool will open another'),
  });
  await database.migrate();
  const app = await buildApp({ config, db: database.db, listen: database.listen, poolFigures: database.poolFigures });
  log = app.log;

  if (!config.isProduction) {
    const seeded = await seedDemoDataIfEmpty(database.db, systemClock());
    if (seeded) app.log.info('Loaded the demo catalogue and accounts (password: demo-password)');
  }

  // JOB_INTERVAL_MS (tests) runs every job at one short interval instead of its own.
  const every = (intervalMs: number) => config.jobIntervalMs ?? intervalMs;
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const stopMailWorker = transport
    ? startMailWorker({ db: database.db, transport, clock: systemClock, log: app.log, intervalMs: every(2_000) })
    : undefined;

  const stopHoldSweeper = startHoldSweeper({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(30_000) });
  // Lapsed credit and the 3-day warnings: safe on every instance at once (decision 010).
  const stopCreditExpiry = startCreditExpiryJob({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(10 * 60_000) });
  const stopUploadCleanup = startUploadCleanupJob({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(60 * 60_000) });
  // Row locks with SKIP LOCKED and one settlement per booking in the ledger: safe on every instance at once.
  const stopLateCancellationSettlement = startLateCancellationSettlement({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(5 * 60_000) });
  // 24-hour reminders: claimed with SKIP LOCKED and recorded with their mail in one transaction, so once each (decision 026).
  const stopReminders = startReminderJob({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(60_000), publicUrl: config.publicUrl });
  // Each booking is claimed (review_invitations' key) with its bell and mail in one transaction: invited once, however many instances.
  const stopReviewInvitations = startReviewInvitations({ db: database.db, clock: systemClock, log: app.log, publicUrl: config.publicUrl, intervalMs: every(5 * 60_000) });
  // Waitlist notices: claimed with SKIP LOCKED and marked told with their mail in one transaction, so once each
  // (decision 027). Every few seconds outside production, so a freed time is told about promptly in dev and e2e.
  const stopWaitlistNotices = startWaitlistNotices({ db: database.db, clock: systemClock, log: app.log, publicUrl: config.publicUrl, intervalMs: every(config.isProduction ? 60_000 : 2_000) });
  // Busy calendars (decision 051): each claimed with SKIP LOCKED and its next read pushed on in one statement, so
  // several instances share them and none reads one twice. Checked every minute; each read every few minutes.
  const busySpacingMs = config.jobIntervalMs ?? config.busyCalendars.syncMinutes * 60_000;
  const stopBusyCalendarSync = startBusyCalendarSync({
    db: database.db,
    clock: systemClock,
    log: app.log,
    intervalMs: every(Math.min(60_000, busySpacingMs)),
    spacingMs: busySpacingMs,
    allowPrivate: config.busyCalendars.allowPrivate,
  });

  // Searching by day's index (decision 052): claimed with SKIP LOCKED, so instances share the businesses to work out.
  const stopFreeDays = startFreeDaysJob({ db: database.db, clock: systemClock, log: app.log, intervalMs: every(5_000) });
  // The catalogue index's removals (decision 064): a day's are kept for the instances still to read them.
  const stopForgettingRemovals = startForgettingOldRemovals({ db: database.db, log: app.log, intervalMs: every(60 * 60_000) });

  let stopping = false;
  const connections = watchConnections(app.server);
  // While stopping, a request that arrives is not started: 503, nothing done, safe to send again (to another
  // instance). A health check says the same, so a load balancer takes this instance out.
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping) return reply.code(503).send({ error: 'Lull is restarting. Please try again in a moment.' });
  });
  // Every answer while stopping, a request in flight's included, asks the client to close its connection, so none
  // stays open after its answer until the client lets go, and none is reused for a request that would find it closed.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) void reply.header('Connection', 'close');
  });

  /**
   * Stops without resetting a connection (decision 031): for DRAIN_MS the listener stays open and every request,
   * on a new connection or a kept-alive one, is answered 503 with `Connection: close`; then the keep-alive
   * connections that stayed idle all along are closed, the listener closes (later connections are refused), each
   * connection it had just accepted gets its answer, and Fastify's close waits for the requests in flight.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainStartedAt = Date.now();
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn(`requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      const jobsStopped = Promise.all([stopMailWorker?.(), stopHoldSweeper(), stopCreditExpiry(), stopUploadCleanup(), stopLateCancellationSettlement(), stopReminders(), stopReviewInvitations(), stopWaitlistNotices(), stopBusyCalendarSync(), stopFreeDays(), stopForgettingRemovals()]);
      await sleep(DRAIN_MS);
      app.log.info({ connections: connections.closeQuietSince(drainStartedAt) }, 'closed the keep-alive connections left idle');
      // Logged first: a connection reset by the closing (one the kernel had queued) comes after this line's time.
      app.log.info('no longer accepting connections');
      connections.stopAccepting();
      const silent = await connections.firstRequestsArrived(LAST_CONNECTIONS_MS);
      app.log.info({ connections: silent }, 'closing the connections that sent no request');
      // Requests on the connections left still get a 503; resolves once those in flight are answered.
      await app.close();
      clearTimeout(deadline);
      await jobsStopped;
      await backgroundWorkSettled();
      transport?.close();
      await database.close();
      app.log.info('stopped');
      // Nothing is left to keep the process alive: it ends once the log is written (an exit here could cut it). A
      // worker's channel to its primary would keep it, so it is closed.
      process.exitCode = 0;
      if (cluster.isWorker) process.disconnect();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
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
