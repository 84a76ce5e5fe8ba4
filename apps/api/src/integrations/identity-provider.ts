import * as oidc from 'openid-client';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface SignInStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** OpenID Connect sign-in (Google by default): authorization code with PKCE, state and nonce. */
export interface IdentityProvider {
  startSignIn(): Promise<SignInStart>;
  finishSignIn(callback: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity>;
}

export function createOidcProvider(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for a provider on loopback in tests: discovery over plain HTTP. */
  allowInsecureRequests?: boolean;
}): IdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return configuration;
  };

  return {
    async startSignIn() {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finishSignIn(callback, expected) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
