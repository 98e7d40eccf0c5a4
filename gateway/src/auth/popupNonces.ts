// The nonce of a popup sign-in, bound to the browser that started it: the provider echoes the nonce in
// the ID token, the browser holds only its hash (an httpOnly cookie scoped to the popup sign-in's
// paths), and a nonce is good for one sign-in. A token taken from another browser, or sent twice,
// therefore opens no session.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions } from 'express';
import { AuthPaths } from '@wb/contracts';

export const NONCE_COOKIE = 'wb_popup_nonce';
/** How long the person has at the provider before the sign-in must start again. */
export const NONCE_TTL_MS = 10 * 60_000;
/** Spent nonces kept in memory at most; past it the expired ones go, and then the oldest. */
const MAX_SPENT = 100_000;

const hashOf = (nonce: string): Buffer => createHash('sha256').update(nonce).digest();

export type NonceCheck = 'ok' | 'missing' | 'mismatch' | 'reused';

export const nonceCookieOptions = (publicUrl: string): CookieOptions => ({
  httpOnly: true,
  // Set and sent only on our own pages (the popup's start, the login page's POST): never cross-site.
  sameSite: 'strict',
  secure: publicUrl.startsWith('https:'),
  path: AuthPaths.google,
  maxAge: NONCE_TTL_MS,
});

export const popupNonces = (now: () => number = Date.now) => {
  // The hash of each nonce already used, until the token that carried it has expired: after that the
  // token's own expiry refuses a replay.
  const spent = new Map<string, number>();

  const forget = () => {
    const t = now();
    for (const [hash, until] of spent) if (until <= t) spent.delete(hash);
    // Still full: the oldest entries go first (a Map keeps insertion order).
    for (const hash of spent.keys()) {
      if (spent.size < MAX_SPENT) break;
      spent.delete(hash);
    }
  };

  return {
    /** A fresh nonce for the provider, and the cookie value that binds it to this browser. */
    issue(): { nonce: string; cookieValue: string } {
      const nonce = randomBytes(32).toString('base64url');
      return { nonce, cookieValue: hashOf(nonce).toString('base64url') };
    },

    /** Whether `nonce` (from a verified token) is the one this browser's cookie holds, used for the first time; marks it used. */
    consume(cookieValue: unknown, nonce: unknown, tokenExpiresAtMs: number): NonceCheck {
      if (typeof cookieValue !== 'string' || cookieValue === '') return 'missing';
      if (typeof nonce !== 'string' || nonce === '') return 'mismatch';
      const expected = Buffer.from(cookieValue, 'base64url');
      const actual = hashOf(nonce);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'mismatch';
      const key = actual.toString('base64url');
      if ((spent.get(key) ?? 0) > now()) return 'reused';
      if (spent.size >= MAX_SPENT) forget();
      spent.set(key, Math.max(tokenExpiresAtMs, now() + NONCE_TTL_MS));
      return 'ok';
    },
  };
};
