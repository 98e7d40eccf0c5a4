// Sign-in endpoints live outside /api (spec: /auth/login, /auth/initialize?connection=...).
import { z } from 'zod';

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
  email: z.string().trim().max(320).regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address'),
  password: z.string().min(1).max(200),
});
export const SetPasswordInput = z.object({ token: z.string().min(10).max(200), password: z.string().min(8, 'At least 8 characters').max(200) });

/** Headers of the read-your-writes protocol and of idempotent commands. */
export const Headers = {
  position: 'X-Position',
  minPosition: 'X-Min-Position',
  idempotencyKey: 'Idempotency-Key',
  requestId: 'X-Request-Id',
} as const;
