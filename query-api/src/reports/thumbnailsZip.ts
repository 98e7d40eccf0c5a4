// The kits' thumbnails as one zip, streamed as it is made (archiver): each kit's thumbnail streamed
// from the BlobStore under "<slug>-<kitID>.<ext>", one at a time, never held whole in memory. A
// thumbnail that cannot be read (not one of our stored files, its blob missing, not a jpeg or png,
// larger than a thumbnail upload may be, past the zip's total bound, a read error) is skipped and
// listed in failures.txt, so one bad kit does not cost the admin the whole download.
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import archiver, { type Archiver } from 'archiver';
import { blobKeyOfUrl, contentTypeOf, sizeLimitText, UploadPurposes } from '@wb/contracts';
import type { BlobStore } from '@wb/platform';

export interface ThumbnailSource {
  readonly kitID: string;
  readonly name: string;
  readonly slug: string;
  readonly thumbnail: string;
}

const FAILURES_FILE = 'failures.txt';

/** A zip entry name from server-made parts only: the slug's safe characters, the id, the key's extension. */
export const entryNameOf = (kit: ThumbnailSource, key: string): string => {
  const slug = kit.slug.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80) || 'kit';
  const dot = key.lastIndexOf('.');
  const ext = dot > key.lastIndexOf('/') ? key.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : '';
  return `${slug}-${kit.kitID.replace(/[^A-Za-z0-9_-]/g, '')}${ext ? `.${ext}` : ''}`;
};

/** A thumbnail is an upload of at most this size (UploadPurposes.kitThumbnail). */
const THUMBNAIL_MAX_BYTES = UploadPurposes.kitThumbnail.maxBytes;
/** The zip's bytes before compression: past it, the remaining thumbnails are listed as failures. */
export const THUMBNAILS_ZIP_MAX_BYTES = 512 * 1024 * 1024;
const IMAGE_TYPES: ReadonlySet<string> = new Set(UploadPurposes.kitThumbnail.extensions.map(contentTypeOf));

type Opened = { key: string; size: number; body: Readable } | { failure: string };

/** Opens one thumbnail as a stream, once its head shows it is an image of a thumbnail's size within what is left. */
const openThumbnail = async (blobs: BlobStore, kit: ThumbnailSource, bytesLeft: number, maxBytes: number): Promise<Opened> => {
  const key = blobKeyOfUrl(kit.thumbnail);
  if (key === null) return { failure: 'not a stored file' };
  try {
    const info = await blobs.head(key);
    if (!info) return { failure: 'the stored file is missing' };
    if (!IMAGE_TYPES.has(info.contentType)) return { failure: 'not a jpeg or png image' };
    if (info.size > THUMBNAIL_MAX_BYTES) return { failure: `larger than a thumbnail may be (${sizeLimitText('kitThumbnail')})` };
    if (info.size > bytesLeft) return { failure: `the zip reached its bound of ${Math.round(maxBytes / 1024 / 1024)} MB` };
    const got = await blobs.get(key);
    if (!got) return { failure: 'the stored file is missing' };
    return { key, size: info.size, body: got.body };
  } catch {
    return { failure: 'the stored file could not be read' };
  }
};

/**
 * Adds one entry and waits until the zip has taken it in whole, so one thumbnail is open at a time; an
 * admin who stops the download closes it (the loop then ends), a failed read fails the answer.
 */
const appendWhole = (zip: Archiver, res: Response, body: Readable, name: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      zip.off('entry', taken);
      zip.off('error', settle);
      body.off('error', settle);
      res.off('close', closed);
      if (err) reject(err);
      else resolve();
    };
    const taken = () => settle();
    const closed = () => {
      body.destroy();
      settle();
    };
    zip.once('entry', taken);
    zip.once('error', settle);
    body.once('error', settle);
    res.once('close', closed);
    zip.append(body, { name });
  });

export const sendThumbnailsZip = async (res: Response, fileName: string, blobs: BlobStore, kits: readonly ThumbnailSource[], maxBytes = THUMBNAILS_ZIP_MAX_BYTES): Promise<void> => {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.attachment(fileName);
  res.setHeader('Cache-Control', 'no-store');
  const zip = archiver('zip', { zlib: { level: 1 } });
  // Headers are sent by now: a failure of the zip itself can only cut the answer short.
  zip.on('error', (err) => res.destroy(err));
  zip.pipe(res);
  const failures: string[] = [];
  const used = new Set<string>();
  let bytesLeft = maxBytes;
  for (const kit of kits) {
    if (res.destroyed) break;
    const opened = await openThumbnail(blobs, kit, bytesLeft, maxBytes);
    if ('failure' in opened) {
      failures.push(`${kit.kitID}\t${kit.name}\t${kit.thumbnail}\t${opened.failure}`);
      continue;
    }
    let name = entryNameOf(kit, opened.key);
    while (used.has(name)) name = `_${name}`;
    used.add(name);
    bytesLeft -= opened.size;
    await appendWhole(zip, res, opened.body, name);
  }
  zip.append(failures.length === 0 ? 'Every thumbnail was read.\n' : `Kit ID\tKit name\tThumbnail\tWhy\n${failures.join('\n')}\n`, { name: FAILURES_FILE });
  await zip.finalize();
};
