import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

function completion(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    first_name: 'Jo',
    last_name: 'Bloggs',
    phone: '07700 900456',
    country_code: '+44',
    city: 'Leeds',
    referral_code: '',
    gdpr_consent: true,
    marketing_consent: true,
    ...overrides,
  };
}

describe('Complete Your Profile (POST /api/users)', () => {
  it('saves the profile of the signed-in user', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      first_name: 'Jo',
      last_name: 'Bloggs',
      phone: '+44 07700 900456',
      city: 'Leeds',
      marketing_consent: true,
      profile_complete: true,
    });
  });

  it('takes a code typed into the number instead of storing two (decision 035)', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, { phone: '+353 8712345678' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.phone).toBe('+353 8712345678');
    const short = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, { phone: '+447700900' }) });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.phone).toBe('Please enter a valid phone number');
  });

  it('needs a session', async () => {
    const response = await inject({ method: 'POST', url: '/api/users', payload: completion('someone@example.com') });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the email locked to the account', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion('other@example.com') });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Your email address cannot be changed here.');
  });

  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ city: '' }, 'City is required'],
    [{ gdpr_consent: false }, 'You must accept the privacy policy to continue'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { cookie, user } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, change) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("records a friend's referral code once, and refuses an unknown or own code", async () => {
    const friend = await registerUser(t.app);
    const friendCode = (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: friend.cookie } })).json().referral_code;
    const { cookie, user } = await registerUser(t.app);
    const ownCode = (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json().referral_code;

    const unknown = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, { referral_code: 'NOPE1234' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.referral_code).toBe('This referral code is not valid.');
    const own = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, { referral_code: ownCode }) });
    expect(own.statusCode).toBe(400);

    const accepted = await inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload: completion(user.email, { referral_code: friendCode.toLowerCase() }) });
    expect(accepted.statusCode).toBe(200);
  });

  it('ignores role and balance fields', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie },
      payload: { ...completion(user.email), role: 'admin', credit_balance: 1000 },
    });
    expect(response.json().user).toMatchObject({ role: 'consumer', credit_balance: 3 });
  });
});

describe('production mode', () => {
  let production: TestApp;
  beforeAll(async () => {
    // Production refuses to start without the key that encrypts bank account numbers.
    production = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://lull.example', BANK_ACCOUNT_ENCRYPTION_KEY: 'a1'.repeat(32) } });
  });
  afterAll(() => production?.close());

  it('uses a __Host- session cookie that is Secure, and sends HSTS', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'prod@example.com',
        password: 'a-good-password',
        first_name: 'Pat',
        phone: '+44 7700900123',
        city: 'London',
        gdpr_consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === '__Host-lull_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('has no development outbox', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
