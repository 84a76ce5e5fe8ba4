import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationBody } from './support/test-app';
import { createScratchDatabase } from './support/test-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
interface LogLine {
  level: number;
  /** When it was logged (ms since the epoch): the same clock as the test's `Date.now()`. */
  time: number;
  msg: string;
  req?: { url?: string };
  err?: { message?: string };
}

/**
 * The real server (`server.ts`) in a child process, with its JSON log lines as they arrive (those `keep` accepts:
 * a test under load skips the two lines of every request).
 */
function startServer(env: NodeJS.ProcessEnv, keep: (text: string) => boolean = () => true) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { test: (lines: LogLine[]) => boolean; resolve: () => void }[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const text of complete) {
      if (!keep(text)) continue;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ level: 30, time: Date.now(), msg: text });
      }
    }
    for (const waiter of [...waiters]) {
      if (waiter.test(lines)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': it comes after the child's stdout is drained, so its last log lines are read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    /** Resolves once the log satisfies `test`; fails if the process ends first. */
    waitForLog(test: (lines: LogLine[]) => boolean, what: string): Promise<void> {
      if (test(lines)) return Promise.resolve();
      return Promise.race([
        new Promise<void>((resolve) => waiters.push({ test, resolve })),
        exited.then((code) => {
          throw new Error(`server exited (${code}) before ${what}:\n${stderr}\n${lines.map((l) => l.msg).join('\n')}`);
        }),
      ]);
    },
  };
}

let dataDir: string | undefined;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let server: ReturnType<typeof startServer> | undefined;

/** A production server on a database of its own (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
async function startProductionServer(keep?: (text: string) => boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  // Production refuses to start without the bank account key; any 32 bytes do for a test.
  env.BANK_ACCOUNT_ENCRYPTION_KEY = 'a1'.repeat(32);
  delete env.SMTP_URL;
  delete env.PAYMENTS;
  if (process.env.TEST_DATABASE_URL) {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'lull_test');
    env.DATABASE_URL = scratch.url;
  } else {
    delete env.DATABASE_URL;
    dataDir = mkdtempSync(path.join(tmpdir(), 'lull-shutdown-'));
    env.DATA_DIR = dataDir;
  }
  delete env.TRUST_PROXY;
  server = startServer(env, keep);
  await server.waitForLog((lines) => lines.some((l) => l.msg.startsWith('Server listening at')), 'listening');
  const address = server.lines.find((l) => l.msg.startsWith('Server listening at'))!.msg.replace('Server listening at ', '');
  return { running: server, address };
}

afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = undefined;
  await scratch?.drop();
  scratch = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/**
 * A sign-up whose body is held back until `finish()`: the request is certainly in flight until then. It goes
 * over a keep-alive connection, which the server must ask to close or it would wait for the client to.
 */
function signUpHeldBack(address: string) {
  const bytes = Buffer.from(JSON.stringify(registrationBody()));
  const agent = new http.Agent({ keepAlive: true });
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request = http.request(
      new URL('/api/auth/register', address),
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': bytes.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
      },
    );
    request.on('error', reject);
    request.write(bytes.subarray(0, 10));
  });
  return { answer, finish: () => request.end(bytes.subarray(10)), release: () => agent.destroy() };
}

describe('stopping the server (SIGTERM)', () => {
  it('answers the requests in flight, then closes the database and exits 0', async () => {
    const { running, address } = await startProductionServer();
    const arrived = (lines: LogLine[]) => lines.filter((l) => l.msg === 'incoming request' && l.req?.url === '/api/auth/register').length;

    const heldBack = signUpHeldBack(address);
    await running.waitForLog((lines) => arrived(lines) >= 1, 'the held-back sign-up arrived');
    // More sign-ups at once: each hashes a password (tens of milliseconds), then writes in a transaction.
    const signUps = Array.from({ length: 3 }, () =>
      fetch(`${address}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationBody()),
      }).then((response) => response.status),
    );
    await running.waitForLog((lines) => arrived(lines) >= 4, 'the other sign-ups arrived');

    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await running.waitForLog((lines) => lines.some((l) => l.msg === 'shutting down'), 'shutting down');
    heldBack.finish();

    try {
      const held = await heldBack.answer;
      expect(held).toEqual({ status: 201, connection: 'close' });
      expect(await Promise.all(signUps)).toEqual([201, 201, 201]);
      const code = await running.exited;
      expect(code, running.stderr()).toBe(0);
      // Well before a keep-alive connection would have timed out (72 s) on its own.
      expect(Date.now() - signalledAt).toBeLessThan(30_000);
    } finally {
      heldBack.release();
    }

    const problems = running.lines.filter((l) => l.level >= 40).map((l) => `${l.msg} ${l.err?.message ?? ''}`);
    expect(problems).toEqual([]);
    const messages = running.lines.map((l) => l.msg);
    expect(messages.indexOf('shutting down')).toBeLessThan(messages.lastIndexOf('request completed'));
    expect(messages.at(-1)).toBe('stopped');
  }, 180_000);

  /**
   * Under load: keep-alive clients sending one request after another, before, during and after the SIGTERM.
   *
   * What is fair to ask of a server that is stopping (decision 031):
   * - Every request it read gets an HTTP answer: 200 (sent before the server began to stop), or 503 with
   *   `Connection: close`, on a kept-alive connection as on a new one. A reset or hang-up on a reused keep-alive
   *   connection is exactly the fault this guards against, so it is never allowed, whenever it happens.
   * - Once the listener has closed, a new connection is refused (ECONNREFUSED): nothing was sent, the client may
   *   go elsewhere. A new connection the kernel had completed but the process not yet taken when the listener
   *   closed is reset by the kernel instead (TCP closes a listening socket's queue that way), and these clients,
   *   unlike a load balancer, keep connecting after a 503. Its request was never read by any process, so, like a
   *   refusal, it is allowed: on a new connection, with no answer begun, and at or after the time the server logged
   *   that it would accept no more connections; and only while the server's log shows it closed no connection but
   *   the idle ones and none that had not sent its request. A reset before that time is not allowed.
   * - A keep-alive connection left idle the whole drain is closed by the server (an orderly FIN, no reset) while
   *   the listener is still open.
   * Nothing else: no timeout, no other status, no 503 that leaves the connection open.
   */
  it('under load, answers every request it accepted: 200, or 503 with Connection: close; no connection is reset', async () => {
    // The two lines of every request would be thousands here: keep only the others (and their times).
    const { running, address } = await startProductionServer((text) => !text.includes('"msg":"incoming request"') && !text.includes('"msg":"request completed"'));
    const LOOPS = 16;
    const agent = new http.Agent({ keepAlive: true, maxSockets: LOOPS });
    let exited = false;
    void running.exited.then(() => (exited = true));
    const outcomes: Outcome[] = [];
    const loops = Array.from({ length: LOOPS }, async (_, loop) => {
      for (let n = 0; !exited; n += 1) {
        const outcome = await send(agent, address, (n + loop) % 2 === 0 ? '/api/health' : '/api/config');
        outcomes.push(outcome);
        // A few milliseconds between requests, as a real client takes: its kept-alive connection sits idle meanwhile,
        // which is when closing it would cut the next request. A failure is tried again a little later, not in a
        // tight loop that would starve the server.
        await sleep(outcome.error ? 5 : Math.random() * 10);
      }
    });
    const idle = await Promise.all(Array.from({ length: 3 }, () => idleKeepAliveConnection(address)));

    try {
      await sleep(1_000);
      expect(outcomes.length, 'requests answered before the signal').toBeGreaterThan(LOOPS);
      const signalledAt = Date.now();
      running.child.kill('SIGTERM');
      expect(await running.exited, running.stderr()).toBe(0);
      await Promise.all(loops);

      const stopping = running.lines.find((l) => l.msg === 'shutting down')?.time;
      const stoppedAccepting = running.lines.find((l) => l.msg === 'no longer accepting connections')?.time;
      expect(stopping, 'the server said when it began to stop').toBeDefined();
      expect(stoppedAccepting, 'the server said when it stopped accepting connections').toBeDefined();
      const unfair = outcomes.filter((o) => {
        // A request sent after the server began to stop is not started: it is answered 503.
        if (o.error === 'ABORTED') return true;
        if (o.status === 200) return o.sentAt > stopping!;
        if (o.status === 503) return o.connection !== 'close';
        if (o.error === 'ECONNREFUSED') return o.at < stoppedAccepting!;
        if (o.error === 'ECONNRESET' || o.error === 'EPIPE') return o.reused || o.at < stoppedAccepting!;
        return true;
      });
      const summary = summarise(outcomes, signalledAt, stoppedAccepting!);
      expect(unfair.map((o) => ({ ...o, stopping, stoppedAccepting })), summary).toEqual([]);
      // The drain happened, and reached the kept-alive connections: requests on them were answered 503.
      expect(outcomes.filter((o) => o.status === 503 && o.reused).length, summary).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.status === 503 && !o.reused).length, summary).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.sentAt >= signalledAt && o.sentAt < stoppedAccepting!).length, summary).toBeGreaterThan(LOOPS);

      // The idle keep-alive connections were closed in order (FIN, not a reset), after the drain and before the
      // listener closed (the server's log says when; the client may notice a little later).
      for (const connection of idle) {
        const closed = await connection.closed;
        expect(closed.error).toBeUndefined();
        expect(closed.at).toBeGreaterThanOrEqual(signalledAt);
      }
      const messages = running.lines.map((l) => l.msg);
      const closedIdle = running.lines.find((l) => l.msg === 'closed the keep-alive connections left idle') as LogLine & { connections?: number };
      expect(closedIdle?.connections).toBeGreaterThanOrEqual(idle.length);
      expect(messages.indexOf('closed the keep-alive connections left idle')).toBeLessThan(messages.indexOf('no longer accepting connections'));
      // And the process itself cut nothing else: the only connections it closed unasked were those idle ones, and
      // every connection it accepted sent its request and was answered. So a reset a client saw on a new connection
      // came from the kernel's queue of connections the process never took, when the listener closed.
      expect(closedIdle?.connections, summary).toBe(idle.length);
      const silent = running.lines.find((l) => l.msg === 'closing the connections that sent no request') as LogLine & { connections?: number };
      expect(silent?.connections, summary).toBe(0);
      const problems = running.lines.filter((l) => l.level >= 40).map((l) => `${l.msg} ${l.err?.message ?? ''}`);
      expect(problems).toEqual([]);
      expect(running.lines.at(-1)?.msg).toBe('stopped');
    } finally {
      exited = true;
      agent.destroy();
      for (const connection of idle) connection.release();
    }
  }, 180_000);
});

interface Outcome {
  /** When the request was sent and when its answer or error came (ms since the epoch). */
  sentAt: number;
  at: number;
  /** Whether it went on a kept-alive connection that had already carried an answer. */
  reused: boolean;
  status?: number;
  connection?: string;
  error?: string;
}

/** One GET, its answer read to the end; never rejects: a failure is an outcome with its error code. */
function send(agent: http.Agent, address: string, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAt = Date.now();
    let settled = false;
    const settle = (outcome: Omit<Outcome, 'sentAt' | 'at' | 'reused'>) => {
      if (settled) return;
      settled = true;
      resolve({ sentAt, at: Date.now(), reused: request.reusedSocket, ...outcome });
    };
    const failed = (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message });
    const request = http.get(new URL(path, address), { agent }, (response) => {
      // An answer begun and cut off: never fair.
      response.on('error', () => settle({ status: response.statusCode, error: 'ABORTED' }));
      response.on('aborted', () => settle({ status: response.statusCode, error: 'ABORTED' }));
      response.on('end', () => settle({ status: response.statusCode, connection: response.headers.connection }));
      response.resume();
    });
    request.on('error', failed);
    request.setTimeout(30_000, () => request.destroy(Object.assign(new Error('no answer in 30 s'), { code: 'TIMEOUT' })));
  });
}

/** A keep-alive connection that carries one request, then stays idle; `closed` says how the server ended it. */
async function idleKeepAliveConnection(address: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await send(agent, address, '/api/config');
  expect(first.status).toBe(200);
  const socket: Socket = Object.values(agent.freeSockets)[0]![0]!;
  const closed = new Promise<{ at: number; error?: string }>((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ at: Date.now(), error: error.code ?? error.message }));
    socket.once('end', () => resolve({ at: Date.now() }));
  });
  return { closed, release: () => agent.destroy() };
}

/** What happened, in numbers, for a failure's message. */
function summarise(outcomes: Outcome[], signalledAt: number, stoppedAccepting: number): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const phase = o.sentAt < signalledAt ? 'before' : o.sentAt < stoppedAccepting ? 'draining' : 'closed';
    const key = `${phase} ${o.status ?? o.error}${o.reused ? ' reused' : ' new'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
}
