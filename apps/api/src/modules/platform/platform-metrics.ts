import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolFigures } from '../../db/database';
import { periodicJobRecords } from '../../shared/periodic-job';
import { platformFigures } from './platform.repository';

/**
 * GET /metrics' own figures beside the requests' (plugins/metrics.ts): this instance's database pool and background
 * jobs, and from the database what every instance did together (the outbox, holds and payments of the last minute),
 * so any one instance's answer tells them. `refresh` sets them all just before they are read.
 */
export function createPlatformMetrics(registry: Registry, { db, poolFigures }: { db: Database; poolFigures?: () => PoolFigures }) {
  const gauge = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const pool = gauge('lull_db_pool_connections', "This instance's PostgreSQL connections, by state (total, idle, waiting: queries queued for one; max).", ['state']);
  const jobLag = gauge('lull_job_lag_seconds', 'Seconds since each background job of this instance last finished a run (it runs every interval_seconds).', ['job']);
  const jobInterval = gauge('lull_job_interval_seconds', 'How often each background job of this instance runs.', ['job']);
  const jobFailures = gauge('lull_job_failed_runs', 'Runs of each background job of this instance that failed since it started.', ['job']);
  const outboxDepth = gauge('lull_mail_outbox_depth', 'Mails in the outbox waiting to be sent, every instance together.');
  const outboxOldest = gauge('lull_mail_outbox_oldest_due_seconds', 'How long the longest-waiting due mail has waited to be sent.');
  const holds = gauge('lull_holds_last_minute', 'Bookings started in the last minute (each begins as a hold), every instance together.');
  const payments = gauge('lull_payments_last_minute', 'Payments begun in the last minute, by their status now, every instance together.', ['status']);

  return {
    async refresh(): Promise<void> {
      if (poolFigures) for (const [state, value] of Object.entries(poolFigures())) pool.set({ state }, value);
      const now = Date.now();
      jobLag.reset();
      jobInterval.reset();
      jobFailures.reset();
      for (const job of periodicJobRecords()) {
        jobLag.set({ job: job.name }, (now - job.lastFinishedAt) / 1000);
        jobInterval.set({ job: job.name }, job.intervalMs / 1000);
        jobFailures.set({ job: job.name }, job.failures);
      }
      const figures = await platformFigures(db);
      outboxDepth.set(figures.outboxDepth);
      outboxOldest.set(figures.outboxOldestDueSeconds);
      holds.set(figures.holdsLastMinute);
      for (const [status, count] of Object.entries(figures.paymentsLastMinute)) payments.set({ status }, count);
    },
  };
}
