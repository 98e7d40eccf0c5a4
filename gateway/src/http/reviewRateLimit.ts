// Bounds the public review reads (spec 002 section 7): they need no session, so without a bound one
// address could read review pages as fast as it likes, guessing links or loading the query API. One
// budget a minute per address covers both page calls together, since a page's visit makes one of each
// and then one per scene; the scenes' pictures have a budget of their own, as a visit loads many of
// them. Other addresses keep their own budgets (a visitor never suffers from another).
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { Calls } from '@wb/contracts';
import { ApiError } from '@wb/platform';

export const TOO_MANY_REVIEW_READS = 'Too many review pages opened from this address. Wait a minute and try again.';
export const TOO_MANY_REVIEW_PICTURES = 'Too many review pictures loaded from this address. Wait a minute and try again.';

/** Review reads a minute for one address: a visitor clicking through a project's scenes stays far below. */
export const REVIEW_READS_PER_MINUTE = 300;

/**
 * Review pictures a minute for one address: ten times the reads', since each scene a visitor opens
 * loads each picture it holds once (then from the browser's cache). Each picture's work is bounded on
 * its own (one link, a cached document, one stored file); this bounds how many one address starts.
 */
export const REVIEW_PICTURES_PER_MINUTE = 3000;

/** The paths the reads' bound covers, as the gateway serves them (the API under /api). */
export const REVIEW_READ_PATHS = [`/api${Calls.scene.getReviewScene.path}`, `/api${Calls.scene.getProjectReviewScenes.path}`] as const;

const perAddress = (perMinute: number, message: string): RequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req: Request, res: Response) => {
      const err = new ApiError('rateLimited', message);
      res.status(err.status).json(err.toBody());
    },
  });

export const reviewRateLimit = (perMinute: number = REVIEW_READS_PER_MINUTE): RequestHandler => perAddress(perMinute, TOO_MANY_REVIEW_READS);

export const reviewPictureRateLimit = (perMinute: number = REVIEW_PICTURES_PER_MINUTE): RequestHandler => perAddress(perMinute, TOO_MANY_REVIEW_PICTURES);
