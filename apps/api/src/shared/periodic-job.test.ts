import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('startPeriodicJob', () => {
  it('stops only once the run in progress has finished, and starts no other', async () => {
    let finishRun!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finishRun = resolve)));
    const stop = startPeriodicJob({ intervalMs: 1, runAtStart: true, log, failureMessage: 'failed', task });

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
    const stop = startPeriodicJob({ intervalMs: 60_000, runAtStart: true, log, failureMessage: 'job failed', task: () => Promise.reject(failure) });
    await stop();
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'job failed');
  });
});
