// GET /api/v1/blobs/<key>: a stored upload, streamed. Only keys of finished uploads are served (never
// the parts of one in progress); the type is the one stored with it (from its extension); ?download=1
// adds Content-Disposition with the original name; a single Range is answered with 206. The read
// sits in query-api with the other reads (docs/decisions.md).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Messages, isUploadedBlobKey } from '@wb/contracts';
import { ApiError, unauthenticated, type Access, type BlobStore } from '@wb/platform';
import { decideBlobRead, type BlobReadRule } from './blobAccess';
import { sendBlob } from './sendBlob';

export const blobRouter = (blobs: BlobStore, accessOf: (userID: number) => Promise<Access | null>, rules: readonly BlobReadRule[]): Router => {
  const router = express.Router();
  const notFound = () => new ApiError('notFound', Messages.blobNotFound);

  const serve = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = (req.params.key as unknown as string[]).join('/');
      if (!isUploadedBlobKey(key)) throw notFound();
      const userID: number | null = typeof res.locals.userID === 'number' ? res.locals.userID : null;
      const decision = await decideBlobRead(rules, key, { userID, access: userID === null ? null : await accessOf(userID) });
      if (decision === 'signIn') throw unauthenticated();
      if (decision === 'refused') throw new ApiError('forbidden', 'You may not open that file.');
      // A new upload always gets a new key: what is under one never changes.
      if (!(await sendBlob(blobs, key, req, res, { cacheControl: 'private, max-age=31536000, immutable' }))) throw notFound();
    } catch (err) {
      next(err);
    }
  };
  router.get('/v1/blobs/*key', serve);
  return router;
};
