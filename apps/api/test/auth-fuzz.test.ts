import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await registerUser(t.app));
});
afterAll(() => t.close());

const fieldNames = ['email', 'password', 'first_name', 'last_name', 'phone', 'city', 'gdpr_consent', 'marketing_consent', 'token', 'confirmPassword', 'code', 'state', 'country_code', 'referral_code', 'role'];

/** Bodies a careless or hostile client might send: any JSON, or objects with the right keys and wrong values. */
const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue(), { maxKeys: fieldNames.length }),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.string(), fc.constant(''), fc.constant('+44 '), fc.emailAddress(), fc.boolean()), {
    maxKeys: fieldNames.length,
  }),
);

const routes = ['/api/auth/register', '/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/sessions', '/api/users'];

describe('auth routes under random input', () => {
  it.each(routes)('never answer %s with a 5xx, and always say what went wrong', async (url) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        if (response.statusCode >= 500) throw new Error(`${url} answered ${response.statusCode} to ${JSON.stringify(body)}: ${response.body}`);
        if (response.statusCode >= 400 && typeof response.json().error !== 'string') throw new Error(`no error message for ${JSON.stringify(body)}`);
      }),
      { numRuns: 60 },
    );
  });
});
