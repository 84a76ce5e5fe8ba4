import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { IdentityProvider } from '../../src/integrations/identity-provider';
import type { PaymentGateway } from '../../src/integrations/payments/payment-gateway';
import type { Clock } from '../../src/shared/clock';
import { openTestDatabase } from './test-database';

export const PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven through `app.inject`. */
export async function createTestApp(options: { clock?: Clock; identityProvider?: IdentityProvider; paymentGateway?: PaymentGateway; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Tests read what they just wrote, so the listing cache is off unless a test turns it on.
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOG_LEVEL: 'silent', CATALOGUE_CACHE_SECONDS: '0', ...options.env });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    poolFigures: database.poolFigures,
    clock: options.clock,
    identityProvider: options.identityProvider,
    paymentGateway: options.paymentGateway,
    logger: false,
  });
  await app.ready();
  fromAddressOfTheirOwn(app);
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Each signed-in caller comes from an address of their own, as real customers do, unless a test names one
 * (`remoteAddress`): otherwise every customer of a file would share 127.0.0.1 and its per-address limits (holds:
 * 120 an hour) as one household. Requests without a cookie (sign-up, sign-in) keep the one address, where the
 * tests of per-address limits need it.
 */
function fromAddressOfTheirOwn(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => unknown;
  app.inject = ((options?: InjectOptions | string) => {
    if (typeof options !== 'object' || options.remoteAddress) return inject(options);
    const cookie = (options.headers as Record<string, unknown> | undefined)?.cookie;
    if (typeof cookie !== 'string' || cookie === '') return inject(options);
    const digest = createHash('sha256').update(cookie).digest();
    return inject({ ...options, remoteAddress: `10.${digest[0]}.${digest[1]}.${digest[2]}` });
  }) as FastifyInstance['inject'];
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'lull_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `lull_session=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'correct-horse-battery',
    first_name: 'Priya',
    last_name: 'Shah',
    phone: '+44 7700900123',
    city: 'London',
    gdpr_consent: true,
    marketing_consent: false,
    ...overrides,
  };
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { body, cookie: sessionCookie(response), user: response.json().user as { id: string; email: string } };
}
