import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registrationBody, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signUp = (app: TestApp, forwardedFor: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'x-forwarded-for': forwardedFor }, payload: registrationBody() });

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('is the socket address unless trusted: a claimed X-Forwarded-For does not escape sign-up’s 20 an hour', async () => {
    t = await createTestApp();
    const answers = [];
    for (let n = 1; n <= 21; n += 1) answers.push((await signUp(t, `203.0.113.${n}`)).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(answers[20]).toBe(429);
  });

  it('is X-Forwarded-For when trusted, so each address has its own limit', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const answers = [];
    for (let n = 1; n <= 21; n += 1) answers.push((await signUp(t, `203.0.113.${n}`)).statusCode);
    expect(answers).toEqual(Array(21).fill(201));
  });
});
