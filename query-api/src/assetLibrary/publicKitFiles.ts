// GET /api/assets/publicKitFile?slug&fileID and /api/assets/publicKitThumbnail?slug: the bytes a
// visitor of a public kit page downloads, without a session. Served only when the kit is public-read
// (and not deleted) and, for a file, when the file is active in that kit; anything else answers the
// same 404, so a visitor learns nothing of internal kits. The check reads the assetLibrary read model;
// the bytes come from the BlobStore. The uploads' own GET /api/v1/blobs/<key> stays for signed-in users.
// A thumbnail is served only when it is a kit thumbnail upload and an image: a kit's thumbnail
// recorded before thumbnails were checked may point at any stored file, which a visitor never gets.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { BLOB_PATH_PREFIX, KitVisibility, Messages, PublicKitPaths, UploadPurposes, contentTypeOf, isUploadedBlobKey, purposeOfBlobKey } from '@wb/contracts';
import { ApiError, type BlobInfo, type BlobStore, type Pool } from '@wb/platform';
import { sendBlob } from '../blobHolders/sendBlob';

const QUERY_TEXT_MAX = 200;
const notFound = () => new ApiError('notFound', Messages.fileNotFound);

/** One query parameter as plain bounded text; anything else (arrays, objects, control characters) is no match. */
const param = (req: Request, name: string): string | null => {
  const value = req.query[name];
  // eslint-disable-next-line no-control-regex -- refuse control characters
  return typeof value === 'string' && value.length > 0 && value.length <= QUERY_TEXT_MAX && !/[\u0000-\u001f]/.test(value) ? value : null;
};

interface Found {
  readonly url: string;
  readonly name: string | null;
  /** Whether the stored file may be answered for what was asked. */
  readonly accept?: (info: BlobInfo) => boolean;
}

const THUMBNAIL_TYPES: ReadonlySet<string> = new Set(UploadPurposes.kitThumbnail.extensions.map(contentTypeOf));
const isThumbnailImage = (info: BlobInfo): boolean => purposeOfBlobKey(info.key) === 'kitThumbnail' && THUMBNAIL_TYPES.has(info.contentType);

const publicFile = async (pool: Pool, slug: string, fileID: string): Promise<Found | null> => {
  const { rows } = await pool.query<{ url: string; name: string }>(
    `SELECT f.url, f.name FROM asset_kits k JOIN asset_kit_files kf ON kf.kit_id = k.kit_id AND kf.active JOIN asset_files f ON f.file_id = kf.file_id
     WHERE lower(k.slug) = lower($1) AND NOT k.deleted AND k.visibility = $2 AND kf.file_id = $3 LIMIT 1`,
    [slug, KitVisibility.publicRead, fileID],
  );
  return rows[0] ?? null;
};

const publicThumbnail = async (pool: Pool, slug: string): Promise<Found | null> => {
  const { rows } = await pool.query<{ thumbnail: string | null }>('SELECT thumbnail FROM asset_kits WHERE lower(slug) = lower($1) AND NOT deleted AND visibility = $2 ORDER BY created_on LIMIT 1', [
    slug,
    KitVisibility.publicRead,
  ]);
  const thumbnail = rows[0]?.thumbnail;
  return thumbnail ? { url: thumbnail, name: null, accept: isThumbnailImage } : null;
};

export const publicKitFileRouter = (pool: Pool, blobs: BlobStore): Router => {
  const router = express.Router();

  const stream = async (found: Found | null, req: Request, res: Response): Promise<void> => {
    const key = found?.url.startsWith(BLOB_PATH_PREFIX) ? found.url.slice(BLOB_PATH_PREFIX.length) : null;
    if (key === null || !isUploadedBlobKey(key)) throw notFound();
    // The kit may stop being public at any moment: nothing is kept by shared caches.
    if (!(await sendBlob(blobs, key, req, res, { cacheControl: 'private, no-cache', downloadName: found?.name ?? null, accept: found?.accept }))) throw notFound();
  };

  const serve = (find: (req: Request) => Promise<Found | null>) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      await stream(await find(req), req, res);
    } catch (err) {
      next(err);
    }
  };
  // Mounted under /api, as every path of the query API.
  const under = (path: string) => path.replace(/^\/api/, '');

  router.get(
    under(PublicKitPaths.file),
    serve(async (req) => {
      const slug = param(req, 'slug');
      const fileID = param(req, 'fileID');
      return slug === null || fileID === null ? null : publicFile(pool, slug, fileID);
    }),
  );
  router.get(
    under(PublicKitPaths.thumbnail),
    serve(async (req) => {
      const slug = param(req, 'slug');
      return slug === null ? null : publicThumbnail(pool, slug);
    }),
  );
  return router;
};
