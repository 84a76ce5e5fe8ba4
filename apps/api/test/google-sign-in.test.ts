import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns, users } from '../src/db/schema/users';
import { createOidcProvider } from '../src/integrations/identity-provider';
import { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, startOidcTestProvider, type OidcTestProvider, type TestAccount } from './support/oidc-test-provider';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

// Google sign-in end to end: the API's real openid-client against a real OpenID provider on loopback.
let op: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startOidcTestProvider();
  t = await createTestApp({
    identityProvider: createOidcProvider({
      issuer: op.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      allowInsecureRequests: true,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const inject = (options: InjectOptions) => t.app.inject(options);
const GOOGLE_FAILED = 'Google sign-in could not be completed. Please try again.';

let counter = 0;
function googleAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const account = { sub: `10${Date.now()}${counter}`, email: `google.${counter}.${Date.now()}@example.com`, email_verified: true, given_name: 'Grace', family_name: 'Hopper', ...overrides };
  op.addAccount(account);
  return account;
}

/** Asks the API where to send the browser; returns that URL and the state cookie the API bound to "this browser". */
async function startSignIn() {
  const response = await inject({ method: 'GET', url: '/api/oauth/google/redirect_url' });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'lull_oidc_state');
  expect(cookie).toMatchObject({ path: '/api/sessions', httpOnly: true });
  return { redirectUrl: new URL(response.json().redirectUrl as string), stateCookie: `lull_oidc_state=${cookie!.value}` };
}

/** Sign-in up to the provider's redirect back to us: the callback's code, state and iss, plus the state cookie. */
async function authorizeAt(account: TestAccount) {
  const { redirectUrl, stateCookie } = await startSignIn();
  const callback = await op.authorize(redirectUrl.href, account.sub);
  const params = Object.fromEntries(callback.searchParams) as { code: string; state: string; iss?: string };
  expect(params.code).toMatch(/^\S+$/);
  return { params, stateCookie };
}

/** What the web app's /auth/callback page does: POST the callback's parameters with the state cookie. */
const postSession = (payload: Record<string, string | undefined>, stateCookie?: string) =>
  inject({ method: 'POST', url: '/api/sessions', payload, headers: stateCookie ? { cookie: stateCookie } : {} });

async function signInWithGoogle(account: TestAccount) {
  const { params, stateCookie } = await authorizeAt(account);
  return postSession(params, stateCookie);
}

const hasSessionCookie = (response: LightMyRequestResponse) => response.cookies.some((c) => c.name === 'lull_session' && c.value);
const me = async (response: LightMyRequestResponse) => (await inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(response) } })).json();

describe('Google sign-in (OIDC against a real provider)', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const { redirectUrl, stateCookie } = await startSignIn();
    expect(redirectUrl.origin).toBe(op.issuer);
    expect(Object.fromEntries(redirectUrl.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(stateCookie).toBe(`lull_oidc_state=${redirectUrl.searchParams.get('state')}`);
    // The provider really requires PKCE: the same request without a code_challenge is refused.
    const withoutPkce = new URL(redirectUrl);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await op.authorize(withoutPkce.href, googleAccount().sub);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs a new Google user up: is_new_user, names and lowercased email from the claims, welcome credit, profile incomplete', async () => {
    const account = googleAccount({ email: `Ada.Lovelace.${Date.now()}@Example.COM`, given_name: 'Ada', family_name: 'Lovelace' });
    const response = await signInWithGoogle(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_new_user: true, user: { email: account.email.toLowerCase() } });
    expect(await me(response)).toMatchObject({
      email: account.email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'consumer',
      credit_balance: 3,
      profile_complete: false,
    });
  });

  it('signs a returning Google user (same sub) into the same account, without a second welcome credit', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    expect(first.statusCode).toBe(200);
    expect(first.json().is_new_user).toBe(true);

    const second = await signInWithGoogle(account);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ is_new_user: false, user: { id: first.json().user.id } });
    expect(await me(second)).toMatchObject({ id: first.json().user.id, credit_balance: 3 });
  });

  it('refuses a state that does not match the browser, a missing state cookie, and a replayed code/state', async () => {
    const { params, stateCookie } = await authorizeAt(googleAccount());

    const mismatched = await postSession({ ...params, state: 'someone-elses-state' }, stateCookie);
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toEqual({ error: GOOGLE_FAILED });
    expect(hasSessionCookie(mismatched)).toBe(false);

    const withoutCookie = await postSession(params);
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json()).toEqual({ error: GOOGLE_FAILED });
    expect(hasSessionCookie(withoutCookie)).toBe(false);

    // The genuine callback from the browser that started it still works, once.
    const genuine = await postSession(params, stateCookie);
    expect(genuine.statusCode).toBe(200);
    expect(hasSessionCookie(genuine)).toBe(true);

    const replayed = await postSession(params, stateCookie);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: GOOGLE_FAILED });
    expect(hasSessionCookie(replayed)).toBe(false);
  });

  it("refuses a callback whose iss is another issuer's, or missing when the provider advertises it (RFC 9207)", async () => {
    const wrongIssuer = await authorizeAt(googleAccount());
    const mixedUp = await postSession({ ...wrongIssuer.params, iss: 'https://attacker.example' }, wrongIssuer.stateCookie);
    expect(mixedUp.statusCode).toBe(400);
    expect(mixedUp.json()).toEqual({ error: GOOGLE_FAILED });

    // This provider sets authorization_response_iss_parameter_supported, so openid-client insists on iss.
    // (Google's discovery does not advertise it, so there a callback without iss is still accepted.)
    const noIssuer = await authorizeAt(googleAccount());
    expect(noIssuer.params.iss).toBe(op.issuer);
    const withoutIss = await postSession({ code: noIssuer.params.code, state: noIssuer.params.state }, noIssuer.stateCookie);
    expect(withoutIss.statusCode).toBe(400);
    expect(hasSessionCookie(withoutIss)).toBe(false);
  });

  it('links an existing password account with the same, verified email; refuses it (409) when the email is unverified', async () => {
    const registered = await registerUser(t.app);
    const verified = googleAccount({ email: registered.user.email.toUpperCase(), email_verified: true });
    const linked = await signInWithGoogle(verified);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ is_new_user: false, user: { id: registered.user.id } });
    expect(await me(linked)).toMatchObject({ id: registered.user.id, credit_balance: 3, profile_complete: true });

    const other = await registerUser(t.app);
    const unverified = googleAccount({ email: other.user.email, email_verified: false });
    const refused = await signInWithGoogle(unverified);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'An account with this email already exists. Log in with your password instead.' });
    expect(hasSessionCookie(refused)).toBe(false);
  });

  it('is switched off without Google configured: redirect_url is refused and /api/config says google_sign_in: false', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/oauth/google/redirect_url' });
      // 404, not 503: a feature this server was not set up for is absent, not broken (src/shared/app-error.ts).
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Google sign-in is not configured' });
      expect(response.cookies.some((c) => c.name === 'lull_oidc_state')).toBe(false);

      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ google_sign_in: false });
    } finally {
      await plain.close();
    }
  });

  it("records each Google sign-in in the person's sign-in history, and a refusal while the account is disabled, with no session", async () => {
    const account = googleAccount({ given_name: 'Ada' });
    const first = await signInWithGoogle(account);
    expect(first.statusCode).toBe(200);
    const { id } = (await me(first)) as { id: string };
    expect(await t.db.select({ method: signIns.method, outcome: signIns.outcome }).from(signIns).where(eq(signIns.userId, id))).toEqual([{ method: 'google', outcome: 'signed_in' }]);

    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, id));
    const refused = await signInWithGoogle(account);
    expect(refused.statusCode).toBe(403);
    expect(hasSessionCookie(refused)).toBe(false);
    expect(await t.db.select({ method: signIns.method }).from(signIns).where(and(eq(signIns.userId, id), eq(signIns.outcome, 'refused_disabled')))).toEqual([{ method: 'google' }]);
  });
});
