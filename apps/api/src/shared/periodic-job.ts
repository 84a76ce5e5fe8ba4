import type { FastifyBaseLogger } from 'fastify';

/** What GET /metrics says of one background job of this process: how long since it last finished, and its failures. */
export interface PeriodicJobRecord {
  name: string;
  intervalMs: number;
  /** When a run last ended (well or not); the job's start until then. */
  lastFinishedAt: number;
  failures: number;
}

const records = new Map<string, PeriodicJobRecord>();

/** The background jobs this process runs now, by name. */
export function periodicJobRecords(): readonly PeriodicJobRecord[] {
  return [...records.values()];
}

/**
 * Runs `task` every `intervalMs` (and at once with `runAtStart`), never two runs at a time. The returned
 * stop function cancels later runs and resolves when the run in progress, if any, has finished, so the
 * database can be closed after it. A failed run is logged and the next one goes ahead.
 */
export function startPeriodicJob(options: {
  /** How GET /metrics names the job. */
  name: string;
  intervalMs: number;
  runAtStart?: boolean;
  log: FastifyBaseLogger;
  failureMessage: string;
  task: () => Promise<unknown>;
}): () => Promise<void> {
  const record: PeriodicJobRecord = { name: options.name, intervalMs: options.intervalMs, lastFinishedAt: Date.now(), failures: 0 };
  records.set(options.name, record);
  let current: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (current || stopped) return;
    current = options
      .task()
      .then(
        () => undefined,
        (error: unknown) => {
          record.failures += 1;
          options.log.error({ err: error }, options.failureMessage);
        },
      )
      .finally(() => {
        record.lastFinishedAt = Date.now();
        current = undefined;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  if (options.runAtStart) run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
    if (records.get(options.name) === record) records.delete(options.name);
  };
}
