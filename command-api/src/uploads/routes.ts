// The upload endpoints (not registry calls: multipart and tus bodies), behind a signed-in check.
import express, { type Router } from 'express';
import { UploadPaths } from '@wb/contracts';
import type { Access, BlobStore, Logger } from '@wb/platform';
import { multipartUpload } from './multipart';
import { requireSignedIn } from './signedIn';
import { tusRouter } from './tus/tusRouter';

export const uploadRouter = (blobs: BlobStore, accessOf: (userID: number) => Promise<Access | null>, logger: Logger): Router => {
  const router = express.Router();
  const signedIn = requireSignedIn(accessOf);
  router.post(UploadPaths.upload, signedIn, multipartUpload(blobs));
  router.use(UploadPaths.tus, signedIn);
  router.use(tusRouter(blobs, logger));
  return router;
};
