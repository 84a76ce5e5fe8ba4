import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { periodicJobRecords, startPeriodicJob } from './periodic-job';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('startPeriodicJob', () => {
  it('stops only once the run in progress has finished, and starts no other', async () => {
    let finishRun!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finishRun = resolve)));
    const stop = startPeriodicJob({ name: 'test_job', intervalMs: 1, runAtStart: true, log, failureMessage: 'failed', task });

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    finishRun();
    await stopping;
    expect(stopped).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and still stops cleanly', async () => {
    const failure = new Error('database gone');
    const stop = startPeriodicJob({ name: 'test_job', intervalMs: 60_000, runAtStart: true, log, failureMessage: 'job failed', task: () => Promise.reject(failure) });
    await stop();
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'job failed');
  });

  it('reports each running job with its interval, its last finished run and its failures, until it stops', async () => {
    const stop = startPeriodicJob({ name: 'failing_job', intervalMs: 60_000, runAtStart: true, log, failureMessage: 'failed', task: () => Promise.reject(new Error('no')) });
    await vi.waitFor(() => expect(periodicJobRecords().find((job) => job.name === 'failing_job')?.failures).toBe(1));
    const record = periodicJobRecords().find((job) => job.name === 'failing_job')!;
    expect(record).toMatchObject({ name: 'failing_job', intervalMs: 60_000, failures: 1 });
    expect(Date.now() - record.lastFinishedAt).toBeLessThan(5_000);
    await stop();
    expect(periodicJobRecords().some((job) => job.name === 'failing_job')).toBe(false);
  });
});
