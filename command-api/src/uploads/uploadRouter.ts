// The upload endpoints (not registry calls: multipart and tus bodies), behind a signed-in check; each
// purpose's grant and the uploader's quota are checked by the endpoints once the purpose is known.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DEFAULT_UPLOAD_QUOTA_BYTES, UploadPaths } from '@wb/contracts';
import type { Access, BlobStore, EventStore, Logger } from '@wb/platform';
import { discardBoundOf, discardRest } from './drain';
import { multipartUpload } from './multipart';
import { requireSignedIn } from './signedIn';
import { tusRouter } from './tus/tusRouter';
import { uploadSpaces } from './uploadSpace';

export interface UploadRouterDeps {
  readonly blobs: BlobStore;
  /** The uploads streams (each user's quota) live there. */
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly accessOf: (userID: number) => Promise<Access | null>;
  /** Bytes each user's uploads may hold (DEFAULT_UPLOAD_QUOTA_BYTES when left out). */
  readonly uploadQuotaBytes?: number;
}

export const uploadRouter = (deps: UploadRouterDeps): Router => {
  const router = express.Router();
  const spaces = uploadSpaces(deps.eventStore, deps.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES);
  const signedIn = requireSignedIn(deps.accessOf);
  // A refusal before the endpoint reads the body (not signed in, deactivated) still lets the client
  // finish sending and read it (drain.ts).
  const refusedEarly = (err: unknown, req: Request, res: Response, next: NextFunction) => {
    discardRest(req, res, discardBoundOf());
    next(err);
  };
  router.post(UploadPaths.upload, signedIn, multipartUpload(deps.blobs, spaces), refusedEarly);
  router.use(UploadPaths.tus, signedIn, refusedEarly);
  router.use(tusRouter(deps.blobs, deps.logger, spaces));
  return router;
};
