// The popup sign-in of a large identity provider (the login page's 'Sign in with Google'):
// 1. the login page opens a popup at googleStart, which issues a nonce bound to this browser (a cookie
//    holding its hash) and sends the popup on to the provider, asking for an ID token with that nonce;
// 2. the provider returns the popup to googleReturn with the token in the fragment; that page hands it
//    to the login page (popupReturnPage.ts);
// 3. the login page posts it to POST /auth/google, which checks it (idTokenVerifier.ts), checks and
//    spends the nonce, and opens a session for the user an admin added with that email. Nobody else
//    gets in, and no account is made (docs/decisions/sign-in-and-access.md).
// Neither the token nor the nonce is ever logged: failures log their reason only.
import type { NextFunction, Request, Response, Router } from 'express';
import express from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { AuthPaths, GoogleSignInInput } from '@wb/contracts';
import { ApiError, validationError, type Logger, type PopupSignInConfig } from '@wb/platform';
import { idTokenVerifier } from './idTokenVerifier';
import { NONCE_COOKIE, nonceCookieOptions, popupNonces, type NonceCheck } from './popupNonces';
import { POPUP_RETURN_HTML, POPUP_RETURN_SCRIPT } from './popupReturnPage';

export const POPUP_NOT_CONFIGURED = 'Sign-in with Google is not configured on this server. Ask an administrator to set GOOGLE_CLIENT_ID.';
export const TOO_MANY_POPUP_SIGN_INS = 'Too many sign-in attempts from this address. Wait a minute and try again.';
export const EMAIL_NOT_CONFIRMED = 'Google did not confirm an email address.';

export const NonceRefusals: Record<Exclude<NonceCheck, 'ok'>, string> = {
  missing: 'The sign-in took too long or was started elsewhere. Please try again.',
  mismatch: 'The sign-in was started in another window or browser. Please try again.',
  reused: 'This sign-in was already used. Please sign in again.',
};

export interface PopupSignInOptions {
  readonly popup: PopupSignInConfig | null;
  readonly publicUrl: string;
  readonly logger: Logger;
  /** Opens a session for the user with that email; throws when there is no such active user. */
  readonly signIn: (email: string, requestId: string) => Promise<{ sessionId: string }>;
  readonly setSessionCookie: (res: Response, sessionId: string) => void;
  /** Sign-in attempts a minute from one address (30 by default). */
  readonly attemptsPerMinute?: number;
}

/** The popup goes to the provider's site and back: a same-origin opener policy here would cut it from the login page. */
const popupPageHeaders = (res: Response) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
};

const emailOf = (email: unknown, verified: unknown): string | null => (typeof email === 'string' && email.trim() !== '' && (verified === true || verified === 'true') ? email.trim() : null);

export const popupSignInRouter = (options: PopupSignInOptions): Router => {
  const router = express.Router();
  const { popup, publicUrl, logger } = options;
  const verifier = popup ? idTokenVerifier(popup) : null;
  const nonces = popupNonces();
  const cookie = nonceCookieOptions(publicUrl);
  const returnUrl = `${publicUrl}${AuthPaths.googleReturn}`;
  const requireVerifier = () => {
    if (!verifier) throw new ApiError('popupSignInNotConfigured', POPUP_NOT_CONFIGURED);
    return verifier;
  };

  // The login page shows the button only when this names a client id.
  router.get(AuthPaths.googleClientId, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ googleClientID: popup?.clientId ?? null });
  });

  // One bound for both steps a stranger can start: the popup's start (which may ask the provider for its
  // discovery document) and the token check.
  const attempts = rateLimit({
    windowMs: 60_000,
    limit: options.attemptsPerMinute ?? 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req: Request, res: Response) => {
      const err = new ApiError('rateLimited', TOO_MANY_POPUP_SIGN_INS);
      res.status(err.status).json(err.toBody());
    },
  });

  router.get(AuthPaths.googleStart, attempts, async (_req: Request, res: Response) => {
    popupPageHeaders(res);
    try {
      const { nonce, cookieValue } = nonces.issue();
      const url = await requireVerifier().authorizationUrl(returnUrl, nonce);
      res.cookie(NONCE_COOKIE, cookieValue, cookie);
      res.redirect(302, url);
    } catch (err) {
      // In the popup: the login page learns of it through the return page.
      logger.warn({ requestId: res.locals.requestId, reason: err instanceof ApiError ? err.code : 'error' }, 'popup sign-in could not start');
      res.redirect(302, `${AuthPaths.googleReturn}#error=${err instanceof ApiError && err.code === 'popupSignInNotConfigured' ? 'not_configured' : 'unavailable'}`);
    }
  });

  router.get(AuthPaths.googleReturn, (_req: Request, res: Response) => {
    popupPageHeaders(res);
    res.type('html').send(POPUP_RETURN_HTML);
  });
  router.get(AuthPaths.googleReturnScript, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(POPUP_RETURN_SCRIPT);
  });

  router.post(AuthPaths.google, attempts, async (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    // The nonce is good for this one attempt, whatever comes of it.
    const boundNonce: unknown = req.cookies?.[NONCE_COOKIE];
    res.clearCookie(NONCE_COOKIE, { ...cookie, maxAge: undefined });
    try {
      const check = requireVerifier();
      const input = GoogleSignInInput.safeParse(req.body ?? {});
      if (!input.success) throw validationError(input.error);
      const token = await check.verify(input.data.idToken);
      const nonce = nonces.consume(boundNonce, token.nonce, token.expiresAtMs);
      if (nonce !== 'ok') throw new ApiError('unauthenticated', NonceRefusals[nonce]);
      const email = emailOf(token.email, token.emailVerified);
      if (!email) throw new ApiError('unauthenticated', EMAIL_NOT_CONFIRMED);
      const { sessionId } = await options.signIn(email, String(res.locals.requestId));
      options.setSessionCookie(res, sessionId);
      res.json({ ok: true });
    } catch (err) {
      if (err instanceof ApiError) logger.warn({ requestId: res.locals.requestId, reason: err.message }, 'popup sign-in refused');
      next(err);
    }
  });

  return router;
};
