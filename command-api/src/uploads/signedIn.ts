// Uploads need a signed-in user whose account is active (any grant: an avatar is everyone's to set).
import type { NextFunction, Request, Response } from 'express';
import { ApiError, unauthenticated, type Access } from '@wb/platform';

export const DEACTIVATED = 'This account is deactivated.';

export const requireSignedIn = (accessOf: (userID: number) => Promise<Access | null>) =>
  async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const userID: unknown = res.locals.userID;
      if (typeof userID !== 'number') return next(unauthenticated());
      const access = await accessOf(userID);
      if (access === null || access.deactivated) return next(new ApiError('forbidden', DEACTIVATED));
      next();
    } catch (err) {
      next(err);
    }
  };
