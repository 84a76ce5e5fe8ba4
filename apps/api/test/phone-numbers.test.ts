import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationBody, sessionCookie, type TestApp } from './support/test-app';

// Its own app (and so its own registration rate limit): auth.test.ts already registers close to the hourly 20.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const register = (phone: string) => inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ phone }) });

describe('a phone number typed with its own code at sign-up (decision 035)', () => {
  it('reads "+4477009" after +44 as the code and too short a number, instead of storing "+44 +4477009"', async () => {
    const response = await register('+44 +4477009');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'phone number too short', fields: { phone: 'phone number too short' } });
  });

  it('refuses a typed code that is not one of the 20', async () => {
    const response = await register('+44 +999 7700900123');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phone).toBe('please choose the country code from the list and type the number without it');
  });

  it('stores a listed typed code in place of the chosen one', async () => {
    const response = await register('+44 +353 87 123 4567');
    expect(response.statusCode).toBe(201);
    const me = await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(response) } });
    expect(me.json().phone).toBe('+353 87 123 4567');
  });
});
