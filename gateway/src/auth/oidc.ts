// Single sign-on with OpenID Connect: authorization code + PKCE, the state and verifier kept in a
// short-lived cookie scoped to the callback. Only users an admin has added may sign in (matched by
// email, see docs/decisions/sign-in-and-access.md); the command API decides that in signInWithOidc.
import type { CookieOptions, NextFunction, Request, Response, Router } from 'express';
import express from 'express';
import { AuthPaths } from '@wb/contracts';
import { ApiError, loadEsModule, type Logger, type OidcConfig, type PopupSignInConfig } from '@wb/platform';
import type * as OpenIdClient from 'openid-client' with { 'resolution-mode': 'import' };
import { popupSignInRouter } from './popupSignIn';

// openid-client 6 is an ES module only; see loadEsModule for why it is not a dynamic import().
type OidcClient = typeof OpenIdClient;
const loadOidcClient = async () => loadEsModule<OidcClient>(require.resolve('openid-client'));
type OidcConfiguration = Awaited<ReturnType<OidcClient['discovery']>>;

export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured.';
const FLOW_COOKIE = 'wb_oidc';
const FLOW_TTL_MS = 10 * 60_000;

export interface OidcOptions {
  readonly oidc: OidcConfig | null;
  /** The popup sign-in of a large identity provider (popupSignIn.ts); null or absent: not configured. */
  readonly popup?: PopupSignInConfig | null;
  readonly publicUrl: string;
  readonly logger: Logger;
  /** Opens a session for the user with that email; throws when there is no such active user. */
  readonly signIn: (email: string, requestId: string) => Promise<{ sessionId: string }>;
  readonly setSessionCookie: (res: Response, sessionId: string) => void;
}

interface Flow {
  state: string;
  verifier: string;
}

const encodeFlow = (flow: Flow) => Buffer.from(JSON.stringify(flow)).toString('base64url');
const decodeFlow = (raw: unknown): Flow | null => {
  if (typeof raw !== 'string') return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (v && typeof v === 'object' && 'state' in v && 'verifier' in v && typeof v.state === 'string' && typeof v.verifier === 'string') {
      return { state: v.state, verifier: v.verifier };
    }
  } catch {}
  return null;
};

/** 'google' -> 'Google': the button reads 'Sign in with Google'. */
const labelOf = (connection: string): string => connection.charAt(0).toUpperCase() + connection.slice(1);

export const oidcRouter = (options: OidcOptions): Router => {
  const router = express.Router();
  const { oidc, publicUrl, logger } = options;
  const redirectUri = `${publicUrl}${AuthPaths.callback}`;
  const flowCookie: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:'),
    path: AuthPaths.callback,
    maxAge: FLOW_TTL_MS,
  };

  // Discovery runs on the first sign-in, not at start, so an unreachable provider never stops the
  // product; a failed discovery is retried on the next attempt.
  let discovered: Promise<{ client: OidcClient; configuration: OidcConfiguration }> | null = null;
  const provider = (config: OidcConfig) => {
    discovered ??= (async () => {
      const client = await loadOidcClient();
      const issuer = new URL(config.issuer);
      // Plain http only for a provider on this very machine (a local Keycloak, a test provider);
      // anywhere else the library insists on https.
      const loopback = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      const configuration = await client.discovery(issuer, config.clientId, config.clientSecret, undefined, loopback ? { execute: [client.allowInsecureRequests] } : undefined);
      return { client, configuration };
    })().catch((err: unknown) => {
      discovered = null;
      throw err;
    });
    return discovered;
  };

  // The login page shows one button per connection listed here: none when sign-on is not configured.
  router.get(AuthPaths.connections, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ connections: oidc ? [{ name: oidc.connection, label: labelOf(oidc.connection) }] : [] });
  });

  router.get(AuthPaths.initialize, async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!oidc) throw new ApiError('notFound', SSO_NOT_CONFIGURED);
      const connection = typeof req.query.connection === 'string' ? req.query.connection : oidc.connection;
      if (connection !== oidc.connection) throw new ApiError('notFound', `There is no single sign-on connection named ${connection}.`);
      const { client, configuration } = await provider(oidc);
      const flow: Flow = { state: client.randomState(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
      });
      res.cookie(FLOW_COOKIE, encodeFlow(flow), flowCookie);
      res.redirect(302, url.href);
    } catch (err) {
      next(err);
    }
  });

  router.get(AuthPaths.callback, async (req: Request, res: Response, next: NextFunction) => {
    if (!oidc) return next(new ApiError('notFound', SSO_NOT_CONFIGURED));
    const flow = decodeFlow(req.cookies?.[FLOW_COOKIE]);
    res.clearCookie(FLOW_COOKIE, { ...flowCookie, maxAge: undefined });
    try {
      if (!flow) throw new ApiError('unauthenticated', 'The sign-in took too long or was started elsewhere. Please try again.');
      const { client, configuration } = await provider(oidc);
      const tokens = await client.authorizationCodeGrant(configuration, new URL(req.originalUrl, publicUrl), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = claims && typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
      if (!email) throw new ApiError('unauthenticated', 'The identity provider did not confirm an email address.');
      const { sessionId } = await options.signIn(email, String(res.locals.requestId));
      options.setSessionCookie(res, sessionId);
      res.redirect(302, '/#/home');
    } catch (err) {
      logger.warn({ err, requestId: res.locals.requestId }, 'single sign-on failed');
      // Only our own messages reach the page; a library's error text may describe internals.
      const msg = err instanceof ApiError ? err.message : 'Single sign-on failed. Please try again.';
      res.redirect(302, `/#/login?error=${encodeURIComponent(msg)}`);
    }
  });

  router.use(popupSignInRouter({ popup: options.popup ?? null, publicUrl, logger, signIn: options.signIn, setSessionCookie: options.setSessionCookie }));

  return router;
};
