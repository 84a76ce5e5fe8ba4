import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { PUBLIC_URL } from './test-app';

export const CLIENT_ID = 'lull-test';
export const CLIENT_SECRET = 'lull-test-secret-that-is-long-enough';
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;

/** What the provider says about a person: these become the ID token's claims. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Adds (or replaces) an account the "user" at the provider can log in as. */
  addAccount(account: TestAccount): void;
  /**
   * Plays the browser: opens the authorization URL, logs in as `sub` at the provider, and returns the URL the
   * provider finally redirects to (REDIRECT_URI?code=..&state=..&iss=..). Each call is a fresh browser.
   */
  authorize(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 and a random free port. */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  // Assigned once the server is listening and the issuer URL (with its port) is known.
  // eslint-disable-next-line prefer-const
  let provider: Provider | undefined;

  const server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    // Our stand-in for the provider's login + consent pages; everything else is the provider itself.
    if (req.method === 'POST' && /^\/interaction\/[\w-]+$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
      return void finishInteraction(provider, accounts, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    }
    return void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // An RSA key of our own, so the provider signs ID tokens (RS256) without its "development keys" warning.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI], // must equal the API's redirect URI exactly, as at Google
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic', // openid-client's default for a client with a secret
      },
    ],
    // PKCE on every request, not only for public clients: a request without code_challenge is rejected.
    pkce: { required: () => true },
    // The claims Google returns for the standard scopes, per scope.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    // Google puts email and names in the ID token itself (the API reads nothing else, no userinfo call);
    // by default oidc-provider would move them to userinfo when an access token is issued too.
    conformIdTokenClaims: false,
    // The test's accounts; the provider filters these claims down to the granted scopes.
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
    jwks: { keys: [signingKey as Record<string, string>] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] }, // signs the provider's session/interaction cookies
    // Explicit lifetimes (seconds), only to keep the provider from printing a notice for each default it uses.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    // No built-in dev login pages: interactions go to /interaction/:uid, handled by finishInteraction below.
    features: { devInteractions: { enabled: false } },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc test provider:', error));

  return {
    issuer,
    addAccount: (account) => void accounts.set(account.sub, account),
    authorize: (authorizationUrl, sub) => authorizeInBrowser(issuer, authorizationUrl, sub),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The login form was submitted (`sub=...`): log that account in and consent to openid email profile at once. */
async function finishInteraction(provider: Provider, accounts: Map<string, TestAccount>, req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const sub = new URLSearchParams(body).get('sub') ?? '';
  if (!accounts.has(sub)) return void res.writeHead(400).end(`unknown test account ${sub}`);

  const details = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

/** Follows redirects by hand (carrying the provider's cookies) until the provider redirects to REDIRECT_URI. */
async function authorizeInBrowser(issuer: string, authorizationUrl: string, sub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url.pathname} with ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
    url = new URL(location, url);
    if (url.href.startsWith(`${REDIRECT_URI}?`)) return url;
    if (url.origin !== issuer) throw new Error(`unexpected redirect to ${url.href}`);
    // At the login page: submit the form as the chosen account.
    init = url.pathname.startsWith('/interaction/')
      ? { method: 'POST', body: new URLSearchParams({ sub }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {};
  }
  throw new Error('too many redirects at the provider');
}
