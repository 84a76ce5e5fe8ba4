import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from './support/test-app';
import { createScratchDatabase } from './support/test-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  err?: { message?: string };
}

/** The real server (`server.ts`) in a child process, with its JSON log lines as they arrive. */
function startServer(env: NodeJS.ProcessEnv) {
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
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ level: 30, msg: text });
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

beforeAll(async () => {
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
  server = startServer(env);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
    const running = server!;
    await running.waitForLog((lines) => lines.some((l) => l.msg.startsWith('Server listening at')), 'listening');
    const address = running.lines.find((l) => l.msg.startsWith('Server listening at'))!.msg.replace('Server listening at ', '');
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
});
