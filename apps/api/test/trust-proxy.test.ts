import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustedProxies } from '../src/config';
import { createTestApp, registrationBody, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PRODUCTION = { NODE_ENV: 'production', BANK_ACCOUNT_ENCRYPTION_KEY: 'c3'.repeat(32) };

/** A sign-up arriving over a connection from `from` that claims, in X-Forwarded-For, to be for `forwardedFor`. */
const signUp = (app: TestApp, forwardedFor: string, from = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor }, payload: registrationBody() });

/** The answers to 21 sign-ups, each claiming another address: sign-up allows 20 an hour per address. */
async function rotatingSignUps(app: TestApp, from: string, forwardedFor = (n: number) => `203.0.113.${n}`): Promise<number[]> {
  const answers = [];
  for (let n = 1; n <= 21; n += 1) answers.push((await signUp(app, forwardedFor(n), from)).statusCode);
  return answers;
}

const LIMITED = [...Array<number>(20).fill(201), 429];
const UNLIMITED = Array<number>(21).fill(201);

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('believes nobody by default in production: a rotated X-Forwarded-For does not escape sign-up’s 20 an hour', async () => {
    t = await createTestApp({ env: PRODUCTION });
    expect(t.config.trustProxy).toBe(false);
    expect(await rotatingSignUps(t, '198.51.100.20')).toEqual(LIMITED);
  });

  it('believes a named proxy only when the connection comes from it', async () => {
    t = await createTestApp({ env: { ...PRODUCTION, TRUST_PROXY: '10.0.0.5' } });
    // Through the proxy: each customer's address has its own limit.
    expect(await rotatingSignUps(t, '10.0.0.5')).toEqual(UNLIMITED);
    // Straight to the instance, past the proxy: the claim is ignored and the connection's address is counted.
    expect(await rotatingSignUps(t, '10.0.0.6')).toEqual(LIMITED);
    // Through a proxy that appends to what the client sent: the client's own claim (leftmost) is not believed,
    // only what the proxy added (the address it saw), so rotating the claim does not help either.
    expect(await rotatingSignUps(t, '10.0.0.5', (n) => `192.0.2.${n}, 198.51.100.99`)).toEqual(LIMITED);
  });

  it('believes anyone with true, as Fastify does: safe only behind a proxy that overwrites the header', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    expect(await rotatingSignUps(t, '127.0.0.1')).toEqual(UNLIMITED);
  });

  it.each([
    // value, the connection's address, X-Forwarded-For, the address Fastify then gives the request
    ['false', '10.0.0.5', '203.0.113.1', '10.0.0.5'],
    ['true', '192.0.2.1', '203.0.113.1', '203.0.113.1'],
    ['10.0.0.5', '10.0.0.5', '203.0.113.1', '203.0.113.1'],
    ['10.0.0.5', '10.0.0.50', '203.0.113.1', '10.0.0.50'],
    ['10.0.0.1, 10.0.0.2', '10.0.0.2', '203.0.113.1', '203.0.113.1'],
    ['10.0.0.1,10.0.0.2', '10.0.0.3', '203.0.113.1', '10.0.0.3'],
    ['10.0.0.0/8', '10.200.3.4', '203.0.113.1', '203.0.113.1'],
    ['10.0.0.0/8', '11.0.0.1', '203.0.113.1', '11.0.0.1'],
    ['loopback', '127.0.0.1', '203.0.113.1', '203.0.113.1'],
    ['loopback', '::1', '203.0.113.1', '203.0.113.1'],
    ['loopback', '192.0.2.1', '203.0.113.1', '192.0.2.1'],
    ['fd00::/8', 'fd00::7', '2001:db8::1', '2001:db8::1'],
    // Two proxies in a row, both named: the first address neither of them is.
    ['10.0.0.5,10.0.0.6', '10.0.0.5', '203.0.113.1, 10.0.0.6', '203.0.113.1'],
  ])('TRUST_PROXY=%s, connection from %s, X-Forwarded-For %s: the client is %s', async (value, from, forwardedFor, client) => {
    const trustProxy = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://lull.test', TRUST_PROXY: value }).trustProxy;
    const app = Fastify({ trustProxy });
    app.get('/ip', (request) => request.ip);
    try {
      const answer = await app.inject({ url: '/ip', remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });
      expect(answer.body).toBe(client);
    } finally {
      await app.close();
    }
  });

  it.each(['yes', '1', 'localhost', '10.0.0.256', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.1,', '10.0.0.1,true', ''])(
    'refuses to start with TRUST_PROXY=%j, saying what it expects',
    (value) => {
      const load = () => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://lull.test', TRUST_PROXY: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/TRUST_PROXY: .*expected the proxy's IP address/);
    },
  );

  it('reads a list of proxies as Fastify takes it', () => {
    expect(parseTrustedProxies(' 10.0.0.1 , 10.0.0.0/8,loopback ')).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(parseTrustedProxies('true')).toBe(true);
    expect(parseTrustedProxies('false')).toBe(false);
  });
});
