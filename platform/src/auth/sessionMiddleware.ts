// Resolves the session cookie to res.locals.userID (a number, or null when signed out). Needs
// cookie-parser mounted before it.
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE, SESSION_TTL_MS, type SessionStore } from './sessionStore';

export const sessionIdOf = (req: Request): string | null => {
  const value: unknown = (req as Request & { cookies?: Record<string, unknown> }).cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
};

export const sessionMiddleware = (sessions: SessionStore) => async (req: Request, res: Response, next: NextFunction) => {
  try {
    const sessionId = sessionIdOf(req);
    res.locals.userID = sessionId ? await sessions.userOf(sessionId) : null;
    // A cookie whose session has ended (expired, signed out elsewhere) is dropped, so that the browser's
    // next page is served as a visitor's: the light landing, not the whole app (gateway staticClient).
    if (sessionId && res.locals.userID === null) res.clearCookie(SESSION_COOKIE, { path: '/' });
    next();
  } catch (err) {
    next(err);
  }
};

/** Cookie options of the session: not readable by scripts, not sent by cross-site posts. */
export const sessionCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_TTL_MS }) as const;
