import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolFigures } from '../../db/database';
import { periodicJobRecords } from '../../shared/periodic-job';
import { type PlatformFigures, platformFigures } from './platform.repository';

/**
 * GET /metrics' own figures beside the requests' (plugins/metrics.ts): this instance's database pool and background
 * jobs, and from the database what every instance did together (the outbox, holds and payments of the last minute),
 * so any one instance's answer tells them. Each is set as it is read (`collect`), so a worker asked by its primary
 * for its metrics (decision 065) tells them as of then. Added up over several workers, the pool and the jobs' failed
 * runs are summed, a job's lag is the worst worker's, and the database's figures, the same in every worker, are taken
 * once.
 */
export function createPlatformMetrics(registry: Registry, { db, poolFigures }: { db: Database; poolFigures?: () => PoolFigures }): void {
  // One reading of the database's figures for the gauges of one answer: they are all collected at once.
  let reading: Promise<PlatformFigures> | null = null;
  const databaseFigures = () => {
    reading ??= platformFigures(db).finally(() => (reading = null));
    return reading;
  };
  const gauge = <Label extends string>(
    name: string,
    help: string,
    options: { labelNames?: readonly Label[]; aggregator: 'sum' | 'max'; collect: (gauge: Gauge<Label>) => void | Promise<void> },
  ) =>
    new Gauge<Label>({
      name,
      help,
      labelNames: options.labelNames ?? [],
      aggregator: options.aggregator,
      registers: [registry],
      collect() {
        return options.collect(this);
      },
    });

  gauge('lull_db_pool_connections', "This instance's PostgreSQL connections, by state (total, idle, waiting: queries queued for one; max).", {
    labelNames: ['state'],
    aggregator: 'sum',
    collect: (pool) => {
      if (poolFigures) for (const [state, value] of Object.entries(poolFigures())) pool.set({ state }, value);
    },
  });
  const eachJob = (read: (job: ReturnType<typeof periodicJobRecords>[number], now: number) => number) => (jobs: Gauge<'job'>) => {
    const now = Date.now();
    jobs.reset();
    for (const job of periodicJobRecords()) jobs.set({ job: job.name }, read(job, now));
  };
  gauge('lull_job_lag_seconds', 'Seconds since each background job of this instance last finished a run (it runs every interval_seconds).', {
    labelNames: ['job'],
    aggregator: 'max',
    collect: eachJob((job, now) => (now - job.lastFinishedAt) / 1000),
  });
  gauge('lull_job_interval_seconds', 'How often each background job of this instance runs.', {
    labelNames: ['job'],
    aggregator: 'max',
    collect: eachJob((job) => job.intervalMs / 1000),
  });
  gauge('lull_job_failed_runs', 'Runs of each background job of this instance that failed since it started.', {
    labelNames: ['job'],
    aggregator: 'sum',
    collect: eachJob((job) => job.failures),
  });
  gauge('lull_mail_outbox_depth', 'Mails in the outbox waiting to be sent, every instance together.', {
    aggregator: 'max',
    collect: async (depth) => depth.set((await databaseFigures()).outboxDepth),
  });
  gauge('lull_mail_outbox_oldest_due_seconds', 'How long the longest-waiting due mail has waited to be sent.', {
    aggregator: 'max',
    collect: async (oldest) => oldest.set((await databaseFigures()).outboxOldestDueSeconds),
  });
  gauge('lull_holds_last_minute', 'Bookings started in the last minute (each begins as a hold), every instance together.', {
    aggregator: 'max',
    collect: async (holds) => holds.set((await databaseFigures()).holdsLastMinute),
  });
  gauge('lull_payments_last_minute', 'Payments begun in the last minute, by their status now, every instance together.', {
    labelNames: ['status'],
    aggregator: 'max',
    collect: async (payments) => {
      for (const [status, count] of Object.entries((await databaseFigures()).paymentsLastMinute)) payments.set({ status }, count);
    },
  });
}
