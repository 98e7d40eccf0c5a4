// Sign-in endpoints live outside /api (spec: /auth/login, /auth/initialize?connection=...).
import { z } from 'zod';
import { password } from '../kernel/fields';
import { textField } from '../kernel/text';

export const AuthPaths = {
  login: '/auth/login',
  initialize: '/auth/initialize',
  /** GET: the single sign-on connections the login page offers, `{connections: [{name, label}]}`. */
  connections: '/auth/connections',
  callback: '/auth/callback',
  /** GET: the popup sign-in's client id at the large identity provider, `{googleClientID}` (null: not configured). */
  googleClientId: '/auth/google/clientId',
  /** GET, in the popup: issues a nonce bound to this browser and sends the popup on to the provider. */
  googleStart: '/auth/google/start',
  /** GET: where the provider returns the popup with the ID token in the fragment; hands it to the login page. */
  googleReturn: '/auth/google/return',
  googleReturnScript: '/auth/google/return.js',
  /** POST {idToken}: signs in the user an admin added with the email the provider vouches for. */
  google: '/auth/google',
  setPassword: '/auth/setPassword',
  logout: '/api/logout',
  events: '/api/events',
} as const;

// Sign-in takes any address of the form local@host: accounts are matched exactly, and the first admin's
// default address (admin@localhost) has no dotted domain.
export const LoginInput = z.object({
  email: textField({ trim: true, max: 320 }).regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address'),
  // Any length a password was ever set with: a wrong one is 401, not a field error.
  password: textField({ min: 1, max: 200, nfc: false }),
});
export const SetPasswordInput = z.object({ token: textField({ min: 10, max: 200 }), password });

// The popup sign-in (see gateway/src/auth/popupSignIn.ts). An ID token is a JWT of a few KB at most.
export const GoogleSignInInput = z.object({ idToken: textField({ min: 1, max: 4096, nfc: false, trim: true }) });

/** The routes of the popup sign-in, as method and path (the edge sends them all to the command API). */
export const GoogleSignInRoutes = [
  ['GET', AuthPaths.googleClientId],
  ['GET', AuthPaths.googleStart],
  ['GET', AuthPaths.googleReturn],
  ['GET', AuthPaths.googleReturnScript],
  ['POST', AuthPaths.google],
] as const;

/** The message the return page sends the login page (same origin only): the ID token, or that it failed. */
export const POPUP_SIGN_IN_CHANNEL = 'wb-popup-sign-in';
export type PopupSignInMessage = { readonly type: typeof POPUP_SIGN_IN_CHANNEL; readonly idToken: string } | { readonly type: typeof POPUP_SIGN_IN_CHANNEL; readonly error: string };
