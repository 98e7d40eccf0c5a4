// Slows password guessing: a few sign-in attempts a minute per address and email. Keyed by both so
// one noisy office behind a NAT does not lock out everyone, and one address cannot spray emails fast.
import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ApiError } from '@wb/platform';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a minute and try again.';

export const loginRateLimit = (options: { perMinute?: number } = {}) =>
  rateLimit({
    windowMs: 60_000,
    limit: options.perMinute ?? 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => {
      const body: unknown = req.body;
      const email = body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${email}`;
    },
    handler: (_req: Request, res: Response) => {
      const err = new ApiError('rateLimited', TOO_MANY_ATTEMPTS);
      res.status(err.status).json(err.toBody());
    },
  });
