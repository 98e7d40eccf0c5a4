// Uploads need a signed-in user whose account is active; what each purpose asks beyond that is checked
// once the purpose is known (refusals.ts). The uploader's grants, read here from their stream, go with
// the request for that check and for the quota.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, unauthenticated, type Access } from '@wb/platform';

export const DEACTIVATED = 'This account is deactivated.';

export interface Uploader {
  readonly userID: number;
  readonly grants: readonly string[];
  /** The request's id: the correlation id of the events the upload appends. */
  readonly requestId: string;
}

const UPLOADER = 'uploader';

/** The signed-in uploader, as requireSignedIn left it in the response's locals (tus hooks reach them too). */
export const uploaderIn = (locals: Record<string, unknown> | undefined): Uploader => {
  const uploader = locals?.[UPLOADER] as Uploader | undefined;
  // The router passes only requests of signed-in users on; anything else is a programming error.
  if (uploader === undefined) throw unauthenticated();
  return uploader;
};

export const requireSignedIn =
  (accessOf: (userID: number) => Promise<Access | null>) =>
  async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const userID: unknown = res.locals.userID;
      if (typeof userID !== 'number') return next(unauthenticated());
      const access = await accessOf(userID);
      if (access === null || access.deactivated) return next(new ApiError('forbidden', DEACTIVATED));
      const requestId: unknown = res.locals.requestId;
      const uploader: Uploader = { userID, grants: access.grants, requestId: typeof requestId === 'string' ? requestId : randomUUID() };
      res.locals[UPLOADER] = uploader;
      next();
    } catch (err) {
      next(err);
    }
  };
