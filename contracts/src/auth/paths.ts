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
