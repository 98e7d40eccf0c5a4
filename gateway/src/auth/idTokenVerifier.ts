// Checks an ID token of the popup sign-in against the provider's published keys: signature (an
// asymmetric algorithm only), issuer, audience = our client id, expiry. The provider's discovery
// document and keys are fetched on first use and kept (the keys are fetched again when a token names
// one not seen yet), so an unreachable provider never stops the product from starting.
import { ApiError, loadEsModule, type PopupSignInConfig } from '@wb/platform';
import type * as JoseModule from 'jose' with { 'resolution-mode': 'import' };

// jose is an ES module only; see loadEsModule for why it is not a dynamic import().
type Jose = typeof JoseModule;
const loadJose = () => loadEsModule<Jose>(require.resolve('jose'));

const FETCH_TIMEOUT_MS = 5000;
/** Clocks on two machines disagree a little; a token a few seconds past its expiry is still refused. */
const CLOCK_TOLERANCE_S = 5;
// Never a shared-secret algorithm (HS256): the "key" would be our public client id.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
/** Google's tokens say either form of its issuer (its documentation says both are valid). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export const Refusals = {
  notAToken: 'Not a signed ID token',
  expired: 'The sign-in with Google has expired. Please try again.',
  wrongAudience: 'The sign-in with Google was meant for another application.',
  wrongIssuer: 'The sign-in did not come from Google.',
  badSignature: 'The sign-in with Google does not carry a valid signature.',
  incomplete: 'The sign-in with Google is missing details it must carry.',
  unavailable: 'Google cannot be reached to check the sign-in. Please try again later.',
} as const;

export interface VerifiedIdToken {
  readonly nonce: unknown;
  readonly email: unknown;
  readonly emailVerified: unknown;
  /** When the token expires, in ms since the epoch. */
  readonly expiresAtMs: number;
}

interface Provider {
  readonly authorizationEndpoint: string;
  readonly keys: ReturnType<Jose['createRemoteJWKSet']>;
}

const unavailable = () => new ApiError('identityProviderUnavailable', Refusals.unavailable);

/** Plain http only for a provider on this very machine (a test provider); anywhere else https. */
const isAllowedUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
};

/** What a failed check means to the person, from the library's error code (its own text may describe internals). */
const refusalOf = (err: unknown): ApiError => {
  if (err instanceof ApiError) return err;
  const { code, claim } = (err ?? {}) as { code?: unknown; claim?: unknown };
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return new ApiError('unauthenticated', Refusals.expired);
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'aud') return new ApiError('unauthenticated', Refusals.wrongAudience);
      if (claim === 'iss') return new ApiError('unauthenticated', Refusals.wrongIssuer);
      return new ApiError('unauthenticated', Refusals.incomplete);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return new ApiError('unauthenticated', Refusals.badSignature);
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return new ApiError('validation', `Invalid input (idToken: ${Refusals.notAToken})`, { idToken: Refusals.notAToken });
    default:
      // A key set that would not load (timeout, an error answer, not JSON, unreachable).
      return unavailable();
  }
};

export const idTokenVerifier = (config: PopupSignInConfig) => {
  const issuers = config.issuer === GOOGLE_ISSUERS[0] ? GOOGLE_ISSUERS : [config.issuer];
  const discoveryUrl = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

  let discovered: Promise<Provider> | null = null;
  const provider = (): Promise<Provider> => {
    discovered ??= (async () => {
      const answer = await fetch(discoveryUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error', headers: { Accept: 'application/json' } });
      if (!answer.ok) throw unavailable();
      const doc = (await answer.json()) as Record<string, unknown>;
      // A document that names another issuer is not this provider's (OpenID Connect Discovery 4.3).
      if (doc.issuer !== config.issuer || !isAllowedUrl(doc.jwks_uri) || !isAllowedUrl(doc.authorization_endpoint)) throw unavailable();
      const jose = loadJose();
      return {
        authorizationEndpoint: doc.authorization_endpoint,
        keys: jose.createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
      };
    })().catch((err: unknown) => {
      // Tried again on the next sign-in.
      discovered = null;
      throw err instanceof ApiError ? err : unavailable();
    });
    return discovered;
  };

  return {
    clientId: config.clientId,

    /** The provider's page the popup opens, asking for an ID token with this nonce back in the fragment of `redirectUri`. */
    async authorizationUrl(redirectUri: string, nonce: string): Promise<string> {
      const url = new URL((await provider()).authorizationEndpoint);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'id_token');
      url.searchParams.set('response_mode', 'fragment');
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('nonce', nonce);
      url.searchParams.set('prompt', 'select_account');
      return url.href;
    },

    /** The token's claims once signature, issuer, audience and expiry hold; an ApiError (400, 401 or 424) otherwise. */
    async verify(idToken: string): Promise<VerifiedIdToken> {
      try {
        const { keys } = await provider();
        const { payload } = await loadJose().jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: config.clientId,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        // With more than one audience the token must say it was issued to us (OpenID Connect Core 3.1.3.7).
        if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) throw new ApiError('unauthenticated', Refusals.wrongAudience);
        return { nonce: payload.nonce, email: payload.email, emailVerified: payload.email_verified, expiresAtMs: (payload.exp ?? 0) * 1000 };
      } catch (err) {
        throw refusalOf(err);
      }
    },
  };
};
