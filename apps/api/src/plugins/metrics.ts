import cluster from 'node:cluster';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { METRICS_ANSWER, METRICS_REQUEST } from '../worker-processes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (decision 062): modules and plugins add theirs to it. */
    metrics: Registry;
    /** Everything GET /metrics answers, in Prometheus' text format: this app's metrics and the process's. */
    metricsText(): Promise<string>;
  }
}

/** Request durations, in seconds: from a cached answer to a search that keeps a customer waiting. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;
/** The process's own figures (CPU, memory, event loop delay, garbage collection): measured once per process, however many apps a test builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'lull_' });
  }
  return processRegistry;
}

/**
 * Counts every answer and times it, by method, route (as registered, `/api/bookings/:id`, so there is one series a
 * route whatever the ids) and status. A request no route matched is `unmatched`.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'lull_http_requests_total', help: 'Requests answered, by method, route and status.', labelNames, registers: [registry] });
    const duration = new Histogram({
      name: 'lull_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route and status.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
    app.decorate('metrics', registry);
    if (cluster.isWorker) {
      // One of several workers (decision 065): the primary gathers these registries from every worker and adds them up.
      AggregatorRegistry.setRegistries([processMetrics(), registry]);
      void new AggregatorRegistry();
      app.decorate('metricsText', everyWorkersMetrics);
    } else {
      app.decorate('metricsText', async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`);
    }
  },
  { name: 'metrics' },
);

let lastRequest = 0;
const METRICS_TIMEOUT_MS = 10_000;

/** Every worker's metrics added up, asked of the primary (worker-processes.ts), which asks each worker for its own. */
function everyWorkersMetrics(): Promise<string> {
  const id = ++lastRequest;
  return new Promise((resolve, reject) => {
    const answered = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      settle();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timeout = setTimeout(() => {
      settle();
      reject(new Error('the workers did not send their metrics in time'));
    }, METRICS_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timeout);
      process.off('message', answered);
    };
    process.on('message', answered);
    process.send!({ type: METRICS_REQUEST, id });
  });
}
