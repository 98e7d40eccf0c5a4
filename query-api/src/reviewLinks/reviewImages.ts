// GET /api/review/image?slug&sceneID&file[&grant]: a picture of a review link's scene, for a visitor
// without a session (docs/decisions/publicImagesProbe.md). Answered only while the link opens (live,
// not expired, the grant right when it has a passcode), for one of the link's scenes, and for a stored
// image its current document shows; anything else is the link's one 404, so nothing else of the
// project is reachable and a visitor learns nothing from the refusal. The work is bounded: one link
// read, the link's scenes (at most 300), the document once per saved version, then the stored file.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { ReviewImagePath, ReviewLinkLimits, isUploadedBlobKey } from '@wb/contracts';
import type { BlobInfo, BlobStore, DocumentStore, Pool } from '@wb/platform';
import { sendBlob } from '../blobHolders/sendBlob';
import { grantOpener, linkNotFound } from './linkAccess';
import { linkScenes } from './reviewRows';
import { sceneDocuments } from './sceneDocuments';

/** Longest value of each parameter; anything longer, repeated or with control characters is no match. */
const MAX_LENGTH = { slug: ReviewLinkLimits.maxSlugLength, sceneID: 64, file: 300, grant: 64 } as const;
const param = (req: Request, name: keyof typeof MAX_LENGTH): string | null => {
  const value = req.query[name];
  // eslint-disable-next-line no-control-regex -- refuse control characters
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_LENGTH[name] && !/[\u0000-\u001f]/.test(value) ? value : null;
};

/** Only pictures: a scene shows its stored files as images, so nothing else is served through its link. */
const isImage = (info: BlobInfo): boolean => info.contentType.toLowerCase().startsWith('image/');

export const reviewImageRouter = (pool: Pool, documents: DocumentStore, blobs: BlobStore): Router => {
  const router = express.Router();
  const open = grantOpener(pool);
  const { pictures } = sceneDocuments(pool, documents);

  const serve = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const slug = param(req, 'slug');
      const sceneID = param(req, 'sceneID');
      const key = param(req, 'file');
      if (slug === null || sceneID === null || key === null || !isUploadedBlobKey(key)) throw linkNotFound();
      const link = await open(slug, sceneID, param(req, 'grant'));
      const scene = (await linkScenes(pool, link)).find((s) => s.scene_id === sceneID);
      if (scene === undefined || !(await pictures(scene)).has(key)) throw linkNotFound();
      // The link may be revoked at any moment: only the visitor's browser keeps the picture, and asks again.
      if (!(await sendBlob(blobs, key, req, res, { cacheControl: 'private, no-cache', accept: isImage }))) throw linkNotFound();
    } catch (err) {
      next(err);
    }
  };
  // Mounted under /api, as every path of the query API.
  router.get(ReviewImagePath.replace(/^\/api/, ''), serve);
  return router;
};
