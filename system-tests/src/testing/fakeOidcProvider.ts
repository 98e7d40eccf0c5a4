// A minimal OpenID Connect provider for tests: discovery, keys, an authorization-code token endpoint
// that checks the client's secret and PKCE and answers an RS256-signed ID token, and the implicit
// popup flow (response_type=id_token: the token, with the nonce asked for, in the return address's
// fragment). A test stands in for the person at the provider's login page by calling `authorize` or
// `authorizePopup`, which answer the redirect the provider would send back to the product; tokens it
// signs may be made wrong on purpose (audience, expiry, issuer, key) to see the product refuse them.
import { createHash, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';

/** How a test wants an ID token made wrong; by default it is right in every respect. */
export interface TokenFaults {
  /** Another client's id as the audience. */
  readonly audience?: string;
  /** Seconds from now until it expires (negative: already expired). */
  readonly expiresInSeconds?: number;
  /** Another issuer than this provider. */
  readonly issuer?: string;
  /** Signed with a key this provider never published (under the published key's id). */
  readonly foreignKey?: boolean;
  /** The nonce to carry instead of the one asked for (null: none). */
  readonly nonce?: string | null;
}

export interface PopupClaims {
  readonly email: string;
  readonly email_verified?: boolean;
}

export interface FakeOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The person signs in at the provider as `email`: answers the product's callback URL with a code. */
  authorize(authorizationUrl: string, claims: { email: string; email_verified?: boolean }): string;
  /** The popup flow: the person signs in as `claims.email`; answers the product's return URL with the ID token in its fragment. */
  authorizePopup(authorizationUrl: string, claims: PopupClaims, faults?: TokenFaults): string;
  /** An ID token for the popup client, signed as the provider would (or wrong as `faults` say). */
  idToken(claims: PopupClaims & { nonce?: string }, faults?: TokenFaults): string;
  /** From now on a browser opening the provider's login page is signed in as `email` at once (either flow; `faults` for the popup's token). */
  signInBrowsersAs(email: string, faults?: TokenFaults): void;
  stop(): Promise<void>;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

export const startFakeOidcProvider = async (): Promise<FakeOidcProvider> => {
  const clientId = 'studio-test';
  const clientSecret = randomUUID();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // A key of nobody's: what a forger would sign with.
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = randomUUID();
  const codes = new Map<string, { claims: Record<string, unknown>; challenge: string; redirectUri: string }>();

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code', 'id_token'],
      response_modes_supported: ['query', 'fragment'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
  });
  app.get('/jwks', (_req, res) => {
    res.json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  });
  // The login page a browser is sent to: with someone set by signInBrowsersAs, it approves at once.
  let browserEmail: string | null = null;
  let browserFaults: TokenFaults | undefined;
  app.get('/authorize', (req, res) => {
    if (!browserEmail) return res.status(403).send('Nobody signs in here in this test.');
    const asked = `${issuer}${req.originalUrl}`;
    const claims = { email: browserEmail, email_verified: true };
    return res.redirect(302, req.query.response_type === 'id_token' ? provider.authorizePopup(asked, claims, browserFaults) : provider.authorize(asked, claims));
  });
  app.post('/token', (req, res) => {
    const basic = (req.headers.authorization ?? '').replace(/^Basic /, '');
    const [id, secret] = Buffer.from(basic, 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part));
    const clientOk = (id === clientId && secret === clientSecret) || (req.body.client_id === clientId && req.body.client_secret === clientSecret);
    if (!clientOk) return res.status(401).json({ error: 'invalid_client' });
    const grant = codes.get(String(req.body.code));
    codes.delete(String(req.body.code));
    const verifier = String(req.body.code_verifier ?? '');
    if (!grant || grant.redirectUri !== req.body.redirect_uri || base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge) {
      return res.status(400).json({ error: 'invalid_grant' });
    }
    return res.json({ access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: sign(grant.claims) });
  });

  /** An RS256 ID token for our client: right unless `faults` say otherwise. */
  const sign = (claims: Record<string, unknown>, faults: TokenFaults = {}): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const { nonce, ...rest } = claims;
    const chosenNonce = faults.nonce === undefined ? nonce : (faults.nonce ?? undefined);
    const payload = base64url(
      JSON.stringify({
        iss: faults.issuer ?? issuer,
        aud: faults.audience ?? clientId,
        sub: randomUUID(),
        iat: now,
        exp: now + (faults.expiresInSeconds ?? 300),
        ...(chosenNonce === undefined ? {} : { nonce: chosenNonce }),
        ...rest,
      }),
    );
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${payload}`)
      .sign(faults.foreignKey ? foreignKey : privateKey)
      .toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  const provider: FakeOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    signInBrowsersAs(email, faults) {
      browserEmail = email;
      browserFaults = faults;
    },
    authorize(authorizationUrl, claims) {
      const asked = new URL(authorizationUrl);
      if (`${asked.origin}${asked.pathname}` !== `${issuer}/authorize`) throw new Error(`not this provider's authorization URL: ${authorizationUrl}`);
      const params = asked.searchParams;
      if (params.get('client_id') !== clientId || params.get('code_challenge_method') !== 'S256') throw new Error(`unexpected authorization request: ${authorizationUrl}`);
      const code = randomUUID();
      const redirectUri = params.get('redirect_uri') ?? '';
      codes.set(code, { claims, challenge: params.get('code_challenge') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      return back.href;
    },
    authorizePopup(authorizationUrl, claims, faults) {
      const asked = new URL(authorizationUrl);
      if (`${asked.origin}${asked.pathname}` !== `${issuer}/authorize`) throw new Error(`not this provider's authorization URL: ${authorizationUrl}`);
      const params = asked.searchParams;
      if (params.get('client_id') !== clientId || params.get('response_type') !== 'id_token') throw new Error(`unexpected popup authorization request: ${authorizationUrl}`);
      const back = new URL(params.get('redirect_uri') ?? '');
      // As a provider answers the implicit flow: in the fragment, which the browser keeps to itself.
      back.hash = new URLSearchParams({ id_token: sign({ ...claims, nonce: params.get('nonce') ?? undefined }, faults) }).toString();
      return back.href;
    },
    idToken: (claims, faults) => sign({ ...claims }, faults),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return provider;
};
