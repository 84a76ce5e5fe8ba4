import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import pino from 'pino';

/*
 * Several processes serving one port (decision 065): Node runs JavaScript on one core, so an instance on a machine of
 * several forks a worker per core and each is a whole instance (its own pool, catalogue index, cards and jobs), as
 * the instances behind a load balancer already are. This primary only starts them, starts another when one dies,
 * passes a stop signal on, and gathers their metrics for whichever worker is asked for them.
 */

/** A worker asks the primary for every worker's metrics added up, and is answered with their text (plugins/metrics.ts). */
export const METRICS_REQUEST = 'lull:metrics-request';
export const METRICS_ANSWER = 'lull:metrics-answer';

/** Past this many unplanned exits within a minute, something is wrong with every worker: the primary gives up. */
const MOST_RESTARTS_A_MINUTE = 10;

export function servePrimary({ workers, logLevel }: { workers: number; logLevel: string }): void {
  const log = pino({ level: logLevel });
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];

  const start = () => {
    const worker = cluster.fork();
    worker.once('online', () => log.info({ workerPid: worker.process.pid }, 'worker started'));
  };

  cluster.on('message', (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // The primary ends as its workers' stop went: 1 if any did not stop cleanly.
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('every worker stopped');
        process.exitCode = exitCode;
      }
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MOST_RESTARTS_A_MINUTE) {
      log.error({ restarts: restarts.length }, 'workers keep stopping: giving up');
      exitCode = 1;
      stop('SIGTERM');
      return;
    }
    log.error({ workerPid: worker.process.pid, code, signal }, 'a worker stopped unexpectedly: starting another');
    start();
  });

  // Each worker drains and stops as a single instance does (server.ts); the primary ends once they all have.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log.info({ workers }, 'starting the workers');
  for (let started = 0; started < workers; started++) start();
}
