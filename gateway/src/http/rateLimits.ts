// The budgets the edge keeps per address (and per email for sign-in), mounted alike by the one-process
// gateway (app.ts) and the distributed edge (services/edgeMain.ts), so that neither can miss one.
import type { RequestHandler, Router } from 'express';
import { AuthPaths, ReviewImagePath } from '@wb/contracts';
import { loginRateLimit } from './loginRateLimit';
import { REVIEW_READ_PATHS, reviewPictureRateLimit, reviewRateLimit } from './reviewRateLimit';

export interface RateLimitOptions {
  /** Sign-in attempts a minute for one address and email (10 by default). */
  readonly loginAttemptsPerMinute?: number;
  /** Sign-in attempts a minute for one address, whatever the email (30 by default). */
  readonly loginAttemptsPerAddressPerMinute?: number;
  /** Public review reads a minute for one address (REVIEW_READS_PER_MINUTE by default). */
  readonly reviewReadsPerAddressPerMinute?: number;
  /** Public review pictures a minute for one address (REVIEW_PICTURES_PER_MINUTE by default). */
  readonly reviewPicturesPerAddressPerMinute?: number;
}

/**
 * Mounts every rate limit on `app`. The sign-in limit keys on the email: `readLoginBody` parses the
 * body first where nothing before has (the edge reads no other body).
 */
export const mountRateLimits = (app: Router, options: RateLimitOptions, readLoginBody: RequestHandler[] = []): void => {
  app.post(AuthPaths.login, ...readLoginBody, loginRateLimit({ perMinute: options.loginAttemptsPerMinute, perAddressPerMinute: options.loginAttemptsPerAddressPerMinute }));
  app.post([...REVIEW_READ_PATHS], reviewRateLimit(options.reviewReadsPerAddressPerMinute));
  app.get(ReviewImagePath, reviewPictureRateLimit(options.reviewPicturesPerAddressPerMinute));
};
