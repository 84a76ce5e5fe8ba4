import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lull <hello@lull.test>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  CATALOGUE_INDEX_LAG_MS: z.coerce.number().int().min(0).max(1_000).optional(),
  BANK_ACCOUNT_ENCRYPTION_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  BUSY_CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  BUSY_CALENDAR_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: z.string().min(24, 'expected at least 24 characters').optional(),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SHED_DATABASE_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used for links in mail and for the same-origin check; never taken from the Host header. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  payments:
    | { mode: 'sandbox' }
    | { mode: 'stripe'; stripeSecretKey: string; stripeWebhookSecret: string; stripePublishableKey: string; stripeApiBase: string };
  logLevel: string;
  /**
   * Fastify's `trustProxy`: which peers may tell the client's address in X-Forwarded-For (rate limits count per
   * address). `false` (the default) believes nobody; a list believes only a peer at one of those addresses or ranges;
   * `true` believes anyone, so is safe only where every request comes through a proxy that overwrites the header.
   */
  trustProxy: TrustedProxies;
  /** How long a catalogue listing answer is reused; 0 turns the cache off. */
  catalogueCacheSeconds: number;
  /**
   * How long the in-process catalogue index may answer without looking for changes (decision 064): at most a second,
   * so a salon's change shows within it on every instance; 0 looks before every search.
   */
  catalogueIndexLagMs: number;
  /** AES-256-GCM key for bank account numbers at rest (32 bytes). */
  bankAccountKey: Buffer;
  /**
   * Busy calendars (decision 051): how often each is read, and whether its address may lead to a private, loopback
   * or link-local address (and plain http): only tests and development, which serve calendars from this machine.
   */
  busyCalendars: { syncMinutes: number; allowPrivate: boolean };
  /** Every background job's interval instead of its own, when set (tests that must see jobs run promptly). */
  jobIntervalMs?: number;
  /**
   * The bearer token GET /metrics asks for. Without one, production does not serve metrics at all, and development
   * serves them to anyone (decision 062).
   */
  metricsToken: string | undefined;
  /**
   * Load shedding (decision 062): past either limit, requests are answered 503 at once instead of queueing. The
   * event loop's mean delay over the last second, in ms (1,000 in production, off elsewhere: the embedded database
   * works on the event loop, so a long seed or test would trip it), and how many queries wait for a PostgreSQL
   * connection; 0 turns a limit off.
   */
  shedding: { eventLoopDelayMs: number; databaseQueue: number };
  /**
   * Processes serving the port (decision 065): one, or several sharing it (`node:cluster`), each a whole instance. Only
   * on PostgreSQL: the embedded database lives in one process.
   */
  workers: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist?: string;
  /** The web app's server build (entry-server.js), which draws pages with their data; absent, the browser draws them. */
  webRenderer?: string;
}

export class ConfigError extends Error {}

/** Where development and tests keep the bank account key they made, when none is given. */
export const DEVELOPMENT_KEY_FILE = 'bank-account-encryption.key';

/** `false`, `true`, or the addresses and ranges (as Fastify's `trustProxy` takes them) of the trusted proxies. */
export type TrustedProxies = boolean | string[];

/** proxy-addr's names for the ranges every machine has (127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** One trusted proxy: an IPv4 or IPv6 address, a CIDR range of one, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY's value: `true` or `false` as Fastify means them, else a comma-separated list of the proxies' addresses
 * (`10.0.0.5`, `10.0.0.5,10.0.0.6`, `10.0.0.0/8`, `loopback`); a string when it is none of these, saying why.
 */
export function parseTrustedProxies(text: string): TrustedProxies | string {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  const named = wrong.map((entry) => (entry === '' ? 'an empty entry' : `"${entry}"`)).join(', ');
  return `${named}: expected the proxy's IP address, a comma-separated list of them, a CIDR range (10.0.0.0/8), loopback, linklocal, uniquelocal, or true / false`;
}

/** A 32-byte key written as 64 hex digits or as base64; null when it is neither. */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * Outside production a missing key is made once in DATA_DIR (mode 0600) and reused, so encrypted rows stay
 * readable across restarts. Written to a temporary file and linked into place, so two processes starting at once
 * agree on one key and neither reads a half-written file.
 */
function developmentKey(dataDir: string): Buffer {
  const path = join(dataDir, DEVELOPMENT_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const key = parseEncryptionKey(readFileSync(path, 'utf8'));
  if (!key) throw new ConfigError(`Invalid environment:\n  ${path}: not a 32-byte key; delete it to make a new one (bank accounts saved with it become unreadable)`);
  return key;
}

/** Reads the environment once at start-up and refuses to start, naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.PAYMENTS === 'stripe') {
    // A swapped or mistyped key would otherwise surface only at the first payment.
    const stripeKeys = [
      ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, /^(sk|rk)_/, 'sk_'],
      ['STRIPE_PUBLISHABLE_KEY', env.STRIPE_PUBLISHABLE_KEY, /^pk_/, 'pk_'],
      ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET, /^whsec_/, 'whsec_'],
    ] as const;
    for (const [name, value, pattern, prefix] of stripeKeys) {
      if (!value) problems.push(`${name}: required when PAYMENTS=stripe`);
      else if (!pattern.test(value)) problems.push(`${name}: expected a Stripe value starting with ${prefix}`);
    }
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  const bankAccountKey = env.BANK_ACCOUNT_ENCRYPTION_KEY ? parseEncryptionKey(env.BANK_ACCOUNT_ENCRYPTION_KEY) : null;
  if (env.BANK_ACCOUNT_ENCRYPTION_KEY && !bankAccountKey) problems.push('BANK_ACCOUNT_ENCRYPTION_KEY: expected 32 bytes as 64 hex digits or base64');
  // Production never makes its own key: one lost with a machine would make every stored account unreadable.
  if (!env.BANK_ACCOUNT_ENCRYPTION_KEY && env.NODE_ENV === 'production') problems.push('BANK_ACCOUNT_ENCRYPTION_KEY: required in production');
  // Nobody is believed unless named: a client that reaches the server directly could otherwise claim any address.
  const trustProxy = env.TRUST_PROXY === undefined ? false : parseTrustedProxies(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`TRUST_PROXY: ${trustProxy}`);
  // A merchant's address must never reach the servers' own network in production.
  if (env.BUSY_CALENDAR_ALLOW_PRIVATE === 'true' && env.NODE_ENV === 'production') problems.push('BUSY_CALENDAR_ALLOW_PRIVATE: must not be true in production');
  // `auto`: one per core on PostgreSQL; the embedded database lives in one process.
  const workers = env.WORKERS === 'auto' ? (env.DATABASE_URL ? availableParallelism() : 1) : env.WORKERS;
  if (workers > 1 && !env.DATABASE_URL) problems.push('WORKERS: more than one needs PostgreSQL (DATABASE_URL): the embedded database lives in one process');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);

  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    trustProxy: trustProxy as TrustedProxies,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.OIDC_ISSUER }
        : undefined,
    payments:
      env.PAYMENTS === 'stripe'
        ? {
            mode: 'stripe',
            stripeSecretKey: env.STRIPE_SECRET_KEY!,
            stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY!,
            stripeApiBase: env.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : { mode: 'sandbox' },
    logLevel: env.LOG_LEVEL,
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    // Tests and development write then search at once; production answers from a look at most half a second old.
    catalogueIndexLagMs: env.CATALOGUE_INDEX_LAG_MS ?? (env.NODE_ENV === 'production' ? 500 : 0),
    jobIntervalMs: env.JOB_INTERVAL_MS,
    busyCalendars: { syncMinutes: env.BUSY_CALENDAR_SYNC_MINUTES, allowPrivate: env.BUSY_CALENDAR_ALLOW_PRIVATE === 'true' },
    bankAccountKey: bankAccountKey ?? developmentKey(env.DATA_DIR),
    metricsToken: env.METRICS_TOKEN,
    workers,
    shedding: { eventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'production' ? 1_000 : 0), databaseQueue: env.SHED_DATABASE_QUEUE },
  };
}
