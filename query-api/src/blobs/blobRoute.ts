// GET /api/v1/blobs/<key>: a stored upload, streamed. Only keys of finished uploads are served (never
// the parts of one in progress); the type is the one stored with it (from its extension); ?download=1
// adds Content-Disposition with the original name; a single Range is answered with 206. The read
// sits in query-api with the other reads (docs/decisions.md).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Messages, isUploadedBlobKey } from '@wb/contracts';
import { ApiError, unauthenticated, type Access, type BlobStore, type ByteRange } from '@wb/platform';
import { decideBlobRead, type BlobReadRule } from './blobAccess';

/** One range of bytes=a-b, a- or -n; null for none or anything else (answered whole, as HTTP allows). */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [, from, to] = m as unknown as [string, string, string];
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
};

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
      const info = await blobs.head(key);
      if (!info) throw notFound();
      const range = parseRange(req.get('Range'), info.size);
      if (range === 'unsatisfiable') {
        res.status(416).setHeader('Content-Range', `bytes */${info.size}`).end();
        return;
      }
      res.setHeader('Content-Type', info.contentType);
      res.setHeader('Accept-Ranges', 'bytes');
      // A new upload always gets a new key: what is under one never changes.
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // An svg opened directly must not run scripts on the product's origin.
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
      if (req.query.download === '1') res.attachment(info.metadata.name ?? key.slice(key.lastIndexOf('/') + 1));
      if (range) {
        res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
        res.setHeader('Content-Length', String(range.end - range.start + 1));
      } else {
        res.setHeader('Content-Length', String(info.size));
      }
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const got = await blobs.get(key, range ?? undefined);
      if (!got) throw notFound();
      got.body.on('error', (err) => res.destroy(err));
      res.on('close', () => got.body.destroy());
      got.body.pipe(res);
    } catch (err) {
      next(err);
    }
  };
  router.get('/v1/blobs/*key', serve);
  return router;
};
