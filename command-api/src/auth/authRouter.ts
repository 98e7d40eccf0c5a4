// Sign-in endpoints outside the call registry: POST /auth/login, POST /auth/setPassword, POST /api/logout.
import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import type { z } from 'zod';
import express, { type Response, type Router } from 'express';
import { AuthPaths, LoginInput, SetPasswordInput } from '@wb/contracts';
import { ApiError, SESSION_COOKIE, apiErrorHandler, hashPassword, sessionCookieOptions, sessionIdOf, validationError } from '@wb/platform';
import { systemMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { userAggregate } from '../users/domain/user/aggregate';
import { assertStrongPassword } from './passwordStrength';
import { signIn, signInWithPassword } from './signIn';

const requestIdOf = (res: Response): string => (typeof res.locals.requestId === 'string' ? res.locals.requestId : randomUUID());

const parse = <S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> => {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

/** Secure when PUBLIC_URL is https: TLS ends at the proxy in front, so the request itself is plain http. */
export const setSessionCookie = (publicUrl: string, res: Response, sessionId: string): void => {
  res.cookie(SESSION_COOKIE, sessionId, sessionCookieOptions(publicUrl.startsWith('https:')));
};

const expiredLink = (): ApiError => new ApiError('validation', 'This link has expired or was already used. Ask an admin for a new one.', { token: 'Expired or already used' });

export const authRouter = (deps: CommandDeps): Router => {
  const router = express.Router();
  // Bodies are read before any router, after the session check and within their bound (platform's jsonBodies).
  router.use(cookieParser());

  router.post(AuthPaths.login, async (req, res) => {
    const { email, password } = parse(LoginInput, req.body);
    const signedIn = await signInWithPassword(deps, email, password, requestIdOf(res));
    setSessionCookie(deps.publicUrl, res, signedIn.sessionId);
    res.json({ user: { userID: signedIn.userID } });
  });

  router.post(AuthPaths.setPassword, async (req, res) => {
    const { token, password } = parse(SetPasswordInput, req.body);
    // The password is checked against its user before the link is used up, so a weak one costs no new link.
    const holder = await deps.credentials.userOfSetPasswordToken(token);
    if (holder !== null) assertStrongPassword(password, (await loadState(deps.eventStore, userAggregate, holder)) ?? {});
    const passwordHash = await hashPassword(password);
    const userID = await deps.credentials.consumeSetPasswordToken(token);
    if (userID === null) throw expiredLink();
    const meta = { ...systemMetadata(requestIdOf(res)), userID };
    await handlerOf(deps.eventStore, userAggregate).handle(meta, userID, () => ({ type: 'SetPassword' }));
    await deps.credentials.setPasswordHash(userID, passwordHash);
    // Whoever opens the link is signed in at once (issue 20's one-step add; docs/decisions/profile.md).
    const signedIn = await signIn(deps, { userID, method: 'password', credentialsValid: true, requestId: requestIdOf(res) });
    setSessionCookie(deps.publicUrl, res, signedIn.sessionId);
    res.json({ ok: true, user: { userID } });
  });

  router.post(AuthPaths.logout, async (req, res) => {
    const sessionId = sessionIdOf(req);
    if (sessionId !== null) await deps.sessions.end(sessionId);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.json({ ok: true });
  });

  router.use(apiErrorHandler(deps.logger));
  return router;
};
