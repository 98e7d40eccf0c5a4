// The kits' thumbnails as one zip, streamed as it is made (archiver): each kit's thumbnail read from
// the BlobStore under "<slug>-<kitID>.<ext>". A thumbnail that cannot be read (not one of our stored
// files, its blob missing, a read error) is skipped and listed in failures.txt, so one bad kit does
// not cost the admin the whole download.
import type { Response } from 'express';
import archiver from 'archiver';
import { blobKeyOfUrl } from '@wb/contracts';
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

/** Reads one thumbnail whole (they are small images) or says why it could not. */
const readThumbnail = async (blobs: BlobStore, kit: ThumbnailSource): Promise<{ key: string; bytes: Buffer } | { failure: string }> => {
  const key = blobKeyOfUrl(kit.thumbnail);
  if (key === null) return { failure: 'not a stored file' };
  try {
    const got = await blobs.get(key);
    if (!got) return { failure: 'the stored file is missing' };
    const chunks: Buffer[] = [];
    for await (const chunk of got.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return { key, bytes: Buffer.concat(chunks) };
  } catch {
    return { failure: 'the stored file could not be read' };
  }
};

export const sendThumbnailsZip = async (res: Response, fileName: string, blobs: BlobStore, kits: readonly ThumbnailSource[]): Promise<void> => {
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
  for (const kit of kits) {
    if (res.destroyed) break;
    const read = await readThumbnail(blobs, kit);
    if ('failure' in read) {
      failures.push(`${kit.kitID}\t${kit.name}\t${kit.thumbnail}\t${read.failure}`);
      continue;
    }
    let name = entryNameOf(kit, read.key);
    while (used.has(name)) name = `_${name}`;
    used.add(name);
    zip.append(read.bytes, { name });
  }
  zip.append(failures.length === 0 ? 'Every thumbnail was read.\n' : `Kit ID\tKit name\tThumbnail\tWhy\n${failures.join('\n')}\n`, { name: FAILURES_FILE });
  await zip.finalize();
};
