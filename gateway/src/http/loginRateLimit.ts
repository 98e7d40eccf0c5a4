// Slows password guessing. Two limits a minute, both counted for every attempt:
// - per address and email (10): one address cannot guess one account's password fast; keyed by both so
//   one noisy office behind a NAT does not lock out everyone;
// - per address overall (30): one address cannot spray one password over many accounts either.
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ApiError } from '@wb/platform';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a minute and try again.';
export const TOO_MANY_FROM_ADDRESS = 'Too many sign-in attempts from this address. Wait a minute and try again.';

export interface LoginRateLimitOptions {
  /** Attempts a minute for one address and one email. */
  readonly perMinute?: number;
  /** Attempts a minute for one address, whatever the email. */
  readonly perAddressPerMinute?: number;
}

const emailOf = (req: Request): string => {
  const body: unknown = req.body;
  return body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
};

const limiter = (limit: number, message: string, key: (req: Request) => string): RequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    handler: (_req: Request, res: Response) => {
      const err = new ApiError('rateLimited', message);
      res.status(err.status).json(err.toBody());
    },
  });

const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

export const loginRateLimit = (options: LoginRateLimitOptions = {}): RequestHandler[] => [
  limiter(options.perAddressPerMinute ?? 30, TOO_MANY_FROM_ADDRESS, addressOf),
  limiter(options.perMinute ?? 10, TOO_MANY_ATTEMPTS, (req) => `${addressOf(req)}|${emailOf(req)}`),
];
