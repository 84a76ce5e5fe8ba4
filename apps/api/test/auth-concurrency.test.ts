import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../src/shared/background-work';
import { createTestApp, registerUser, registrationBody, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PostgreSQL these run on parallel connections; PGlite has one connection, so there they check the same rules serially.
describe(`auth under concurrent requests (${usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection'})`, () => {
  it('creates one account when the same email registers twice at once', async () => {
    const body = registrationBody();
    const responses = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it('lets a reset token through exactly once when used twice at once', async () => {
    const { body } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await backgroundWorkSettled();
    const [mail] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(body.email)}` })).json();
    const token = new URL(/http\S+/.exec(mail.text)![0]).searchParams.get('token');
    const attempts = ['first-new-secret', 'second-new-secret'].map((password) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
  });
});
