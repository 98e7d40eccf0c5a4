// A minimal OpenID Connect provider for tests: discovery, keys, and an authorization-code token
// endpoint that checks the client's secret and PKCE and answers an RS256-signed ID token. A test
// stands in for the person at the provider's login page by calling `authorize`, which answers the
// redirect the provider would send back to the product.
import { createHash, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';

export interface FakeOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The person signs in at the provider as `email`: answers the product's callback URL with a code. */
  authorize(authorizationUrl: string, claims: { email: string; email_verified?: boolean }): string;
  /** From now on a browser opening the provider's login page is signed in as `email` at once. */
  signInBrowsersAs(email: string): void;
  stop(): Promise<void>;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

export const startFakeOidcProvider = async (): Promise<FakeOidcProvider> => {
  const clientId = 'studio-test';
  const clientSecret = randomUUID();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
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
      response_types_supported: ['code'],
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
  app.get('/authorize', (req, res) => {
    if (!browserEmail) return res.status(403).send('Nobody signs in here in this test.');
    return res.redirect(302, provider.authorize(`${issuer}${req.originalUrl}`, { email: browserEmail, email_verified: true }));
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
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = base64url(JSON.stringify({ iss: issuer, aud: clientId, sub: randomUUID(), iat: now, exp: now + 300, ...grant.claims }));
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
    return res.json({ access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: `${header}.${payload}.${signature}` });
  });

  const provider: FakeOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    signInBrowsersAs(email) {
      browserEmail = email;
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
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return provider;
};
