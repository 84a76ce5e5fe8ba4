import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../src/shared/background-work';
import { createTestApp, registerUser, registrationBody, sessionCookie, uniqueEmail, type TestApp } from './support/test-app';

let t: TestApp;
let now = new Date('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

async function latestResetLink(email: string): Promise<string> {
  const outbox = (await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
  const link = /http\S+reset-password\?token=\S+/.exec(outbox[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

describe('registration', () => {
  it('creates the account, signs it in and grants the £3 welcome credit', async () => {
    const body = registrationBody({ email: '  Priya.Shah@Example.COM ' });
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const me = await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'priya.shah@example.com',
      first_name: 'Priya',
      phone: '+44 7700900123',
      role: 'consumer',
      credit_balance: 3,
      gdpr_consent: true,
      profile_complete: true,
    });
    expect(me.json().referral_code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('tells the user about the welcome credit in a notification', async () => {
    const { cookie } = await registerUser(t.app);
    const notifications = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'credit_granted', is_read: false });

    const read = await inject({ method: 'POST', url: `/api/notifications/${notifications[0].id}/read`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const after = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json();
    expect(after[0].is_read).toBe(true);
  });

  it("refuses to mark someone else's notification read", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const [notification] = (await inject({ method: 'GET', url: '/api/notifications', headers: { cookie: owner.cookie } })).json();
    const response = await inject({ method: 'POST', url: `/api/notifications/${notification.id}/read`, headers: { cookie: stranger.cookie } });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a second account with the same email (409), whatever its case', async () => {
    const { body } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, email: body.email.toUpperCase() } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('An account with this email already exists. Please log in instead.');
  });

  it("answers the spec's messages for invalid fields, first failure first", async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: 'nobody-at-example.com', phone: '+44 12', password: 'short' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'email address incomplete',
      fields: { email: 'email address incomplete', phone: 'phone number too short', password: 'password must be at least 8 characters' },
    });
  });

  it('requires privacy and terms consent', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ gdpr_consent: false }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('gdpr_consent');
  });

  it('ignores fields that would grant privileges', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registrationBody(), role: 'admin', credit_balance: 500, is_approved: false },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'consumer', credit_balance: 3, is_approved: true });
  });
});

describe('login and logout', () => {
  it('signs in with the right password and sets a safe session cookie', async () => {
    const { body } = await registerUser(t.app);
    const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(body.email);
    const cookie = response.cookies.find((c) => c.name === 'lull_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('gives a new session id at every login', async () => {
    const { body, cookie: first } = await registerUser(t.app);
    const second = sessionCookie(await inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } }));
    expect(second).not.toBe(first);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { body } = await registerUser(t.app);
    const wrongPassword = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'not-the-password' } });
    const unknownEmail = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'whatever-it-is' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('ends the session at logout', async () => {
    const { cookie } = await registerUser(t.app);
    const logout = await inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'lull_session')?.value).toBe('');
    const me = await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('answers 401 to /api/users/me without a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: 'lull_session=forged' } })).statusCode).toBe(401);
  });

  it('ends a session after 7 idle days', async () => {
    const start = now;
    const { cookie } = await registerUser(t.app);
    now = new Date(start.getTime() + 8 * 86_400_000);
    try {
      expect((await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      now = start;
    }
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once and ends every session', async () => {
    const { body, cookie } = await registerUser(t.app);
    const forgot = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    expect(forgot.json()).toEqual({ message: "If your email is registered, you'll receive a reset link shortly" });

    const link = await latestResetLink(body.email);
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-secret', confirmPassword: 'a-brand-new-secret' },
    });
    expect(reset.statusCode).toBe(200);

    expect((await inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
    const oldPassword = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'a-brand-new-secret' } });
    expect(newPassword.statusCode).toBe(200);

    const reuse = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet-another-secret', confirmPassword: 'yet-another-secret' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('This reset link is invalid or has expired. Please request a new password reset.');
  });

  it('ends every other reset link of the account once one is used', async () => {
    const { body } = await registerUser(t.app);
    const resetLinks = async () => {
      const outbox = (await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(body.email)}` })).json() as { text: string }[];
      return outbox.map((mail) => new URL(/http\S+reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!);
    };
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    const [first] = await resetLinks();
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    const second = (await resetLinks()).find((token) => token !== first);
    // Two different links, each a token of the reset mail's shape.
    expect(first).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(second).not.toBe(first);

    const reset = (token: string, password: string) =>
      inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
    expect((await reset(second!, 'the-second-link-won')).statusCode).toBe(200);
    const older = await reset(first!, 'the-first-link-too');
    expect(older.statusCode).toBe(400);
    expect(older.json().error).toBe('This reset link is invalid or has expired. Please request a new password reset.');
    const login = (password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password } });
    expect((await login('the-second-link-won')).statusCode).toBe(200);
    expect((await login('the-first-link-too')).statusCode).toBe(401);
  });

  it('refuses a token after 60 minutes', async () => {
    const { body } = await registerUser(t.app);
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    const token = new URL(await latestResetLink(body.email)).searchParams.get('token');
    const start = now;
    now = new Date(start.getTime() + 61 * 60_000);
    try {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'a-brand-new-secret', confirmPassword: 'a-brand-new-secret' },
      });
      expect(response.statusCode).toBe(400);
    } finally {
      now = start;
    }
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await backgroundWorkSettled();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "If your email is registered, you'll receive a reset link shortly" });
    expect((await inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json()).toEqual([]);
  });

  it("checks that the new passwords match, with the spec's message", async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: 'a-brand-new-secret', confirmPassword: 'something-else' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Passwords don't match");
  });
});

describe('request hygiene', () => {
  it('refuses a cross-site POST with 403', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site requests are not allowed.' });
  });

  it('accepts a POST from its own origin', async () => {
    const { body } = await registerUser(t.app);
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: body.email, password: body.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a cross-site request the browser marks with Sec-Fetch-Site', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { 'sec-fetch-site': 'cross-site' }, payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a form-encoded or plain-text body, which a cross-site form could send', async () => {
    const plain = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: '{"email":"a@b.co","password":"x"}' });
    expect(plain.statusCode).toBe(415);
    const form = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a@b.co&password=x' });
    expect(form.statusCode).toBe(415);
  });

  it('answers malformed JSON with 400 {error}', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...registrationBody(), city: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The request body is too large.');
  });

  it('sends security headers', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('/api/nowhere');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/users/me', '/api/notifications']));
  });
});

describe('rate limits', () => {
  it('slows down repeated login attempts for one account', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `guess-${attempt}` } })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess' } });
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
  });
});
