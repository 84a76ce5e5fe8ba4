import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../src/db/database';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** A port nobody listens on right now (the real server cannot be told to listen on 0 and say where). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls `check` until it answers true, or fails after `timeoutMs` saying what it waited for. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The environment of a production instance behind a proxy: what README's "Running several instances" lists.
 * `SMTP_URL` and `JOB_INTERVAL_MS` are the test's to add.
 */
export function productionEnvironment(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://lull.test',
    // The proxy: nginx (several-instances.test.ts), or the test playing it, connects from 127.0.0.1, the one address
    // whose X-Forwarded-For the instances believe.
    TRUST_PROXY: '127.0.0.1',
    // Any 32 bytes do for a test; what matters is that every instance has the same.
    BANK_ACCOUNT_ENCRYPTION_KEY: 'b2'.repeat(32),
    LOG_LEVEL: 'warn',
    PAYMENTS: 'sandbox',
    ...extra,
  };
  return env;
}

/**
 * One real API server (`server.ts`) in a child process on a fixed port, which it keeps across restarts.
 * Its output is kept, so a failure can show what the server said.
 */
export class ApiProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private output = '';
  /** How many times this instance was started. */
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the process; `ready()` waits until it answers. */
  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      // The last 20 kB is enough to explain a failure.
      this.output = (this.output + `[${this.name}#${this.starts}] ${chunk.toString()}`).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.once('close', () => resolve()));
    this.child = child;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How the process ended: its exit code, or null while it runs or when a signal ended it. */
  get exitCode(): number | null {
    return this.child?.exitCode ?? null;
  }

  /** Resolves once /api/health answers 200 (migrated, connected, listening); fails if the process ends first. */
  async ready(timeoutMs = 90_000): Promise<void> {
    await waitUntil(`${this.name} to answer /api/health`, async () => {
      if (!this.running) throw new Error(`${this.name} exited before it was ready:\n${this.output}`);
      try {
        return (await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    }, timeoutMs, 200);
  }

  /** Ends the process with `signal` and waits until it has gone (SIGKILL: no shutdown of any kind). */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.running) this.child!.kill(signal);
    await this.exited;
  }

  /** What the process wrote to stdout and stderr (LOG_LEVEL=warn: warnings and errors only). */
  log(): string {
    return this.output;
  }
}

/** Kills every process still running; for afterAll, so a failed test leaves no server behind. */
export async function stopAll(processes: readonly (ApiProcess | undefined)[]): Promise<void> {
  await Promise.all(processes.map((instance) => instance?.stop('SIGKILL')));
}

/** The rows a query answers, as the test says they are shaped. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The one number a `select count(*) as count …` answers. */
export async function queryCount(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows<{ count: string }>(db, query);
  return Number(row?.count);
}

export interface ReceivedMail {
  messageId: string | undefined;
  to: string[];
  subject: string | undefined;
}

/** A real SMTP server on loopback that accepts everything and keeps each message's Message-ID and subject. */
export async function startSmtpSink(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const header = (raw: string, name: string) => new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject'), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  // A connection the killed worker left open is ended with the server; its errors are expected here.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface ApiAnswer {
  status: number;
  /** The JSON object answered (every answer these tests read is one); empty for an empty body. */
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/**
 * A person using the API from one address: keeps the session cookie whichever instance set it. The address travels
 * as a real client's does (`source-address`: the connection comes from it, a loopback address such as 127.5.1.2, and
 * a proxy in front tells the instance) or as the test playing the proxy says it (`forwarded-header`: sent as
 * X-Forwarded-For, which the instances believe from loopback). `null` when the request did not get an answer (the
 * instance was killed, refused the connection, or cut it).
 */
export class ApiClient {
  cookie: string | undefined;

  constructor(
    readonly address: string,
    private readonly sentAs: 'source-address' | 'forwarded-header' = 'forwarded-header',
  ) {}

  async call(baseUrl: string, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiAnswer | null> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.sentAs === 'forwarded-header') headers['x-forwarded-for'] = this.address;
    if (this.cookie) headers.cookie = this.cookie;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const request = httpRequest(`${baseUrl}${path}`, {
          method,
          headers,
          localAddress: this.sentAs === 'source-address' ? this.address : undefined,
          timeout: 30_000,
        });
        request.on('response', (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
          answer.on('error', reject);
        });
        request.on('timeout', () => request.destroy(new Error('timed out')));
        request.on('error', reject);
        request.end(payload);
      });
      const setCookie = response.headers['set-cookie']?.find((value) => value.includes('lull_session='));
      if (setCookie) {
        const pair = setCookie.split(';')[0]!;
        // A cleared cookie (logout) comes back empty.
        this.cookie = pair.endsWith('=') ? undefined : pair;
      }
      return { status: response.status, body: response.text ? (JSON.parse(response.text) as Record<string, unknown>) : {}, headers: response.headers };
    } catch {
      return null;
    }
  }
}
