import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs` (and at once with `runAtStart`), never two runs at a time. The returned
 * stop function cancels later runs and resolves when the run in progress, if any, has finished, so the
 * database can be closed after it. A failed run is logged and the next one goes ahead.
 */
export function startPeriodicJob(options: {
  intervalMs: number;
  runAtStart?: boolean;
  log: FastifyBaseLogger;
  failureMessage: string;
  task: () => Promise<unknown>;
}): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (current || stopped) return;
    current = options
      .task()
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error }, options.failureMessage),
      )
      .finally(() => {
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
  };
}
