// Streams one stored blob as an HTTP answer: its stored type, one Range (206, or 416 when it cannot
// be met), ?download=1 as an attachment under `downloadName`, HEAD without a body. Both the signed-in
// blob route and the public kit downloads answer through it; each says how caches may keep it.
import type { Request, Response } from 'express';
import { extensionOf, sameFileType } from '@wb/contracts';
import type { BlobInfo, BlobStore, ByteRange } from '@wb/platform';

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

/**
 * The name a download is saved under: the one asked for, ending in the stored file's extension (a
 * renamed "invoice.pdf" that is an svg saves as "invoice.pdf.svg"), since the type is the stored one.
 */
export const downloadNameOf = (name: string, key: string): string => {
  const stored = extensionOf(key);
  return stored === '' || sameFileType(extensionOf(name), stored) ? name : `${name}.${stored}`;
};

/**
 * On every stored file, whatever its type: the type served is the stored one (never sniffed), and a
 * file opened directly runs no script, submits no form and reaches nothing (an svg's own styles and
 * embedded pictures still show), nor is framed by another site (the asset preview frames a PDF itself).
 */
const STORED_FILE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; frame-ancestors 'self'; form-action 'none'; sandbox",
};

/** Types a browser renders as a document that could hold script: markup (SVG, HTML, XML) and anything unknown. */
export const opensAsDocument = (contentType: string): boolean => {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return type === '' || type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/xml' || type === 'application/xml' || type.endsWith('+xml') || type === 'application/octet-stream';
};

export interface SendOptions {
  readonly cacheControl: string;
  /** The attachment's name for ?download=1; the stored name when left out, else the key's last part. */
  readonly downloadName?: string | null;
  /** The blob's head when the caller has read it already (to decide who may read it). */
  readonly info?: BlobInfo;
  /** Whether the stored file may be answered here at all; false is answered as a missing one. */
  readonly accept?: (info: BlobInfo) => boolean;
}

/** Answers the blob under `key`; false when there is none (the caller answers its own 404). */
export const sendBlob = async (blobs: BlobStore, key: string, req: Request, res: Response, options: SendOptions): Promise<boolean> => {
  const info = options.info ?? (await blobs.head(key));
  if (!info || (options.accept && !options.accept(info))) return false;
  const range = parseRange(req.get('Range'), info.size);
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${info.size}`).end();
    return true;
  }
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', options.cacheControl);
  for (const [name, value] of Object.entries(STORED_FILE_HEADERS)) res.setHeader(name, value);
  // A document a browser would run is never opened on the product's origin, only saved; <img> and
  // fetch ignore the header, so pictures still show.
  if (req.query.download === '1' || opensAsDocument(info.contentType)) {
    res.attachment(downloadNameOf(options.downloadName ?? info.metadata.name ?? key.slice(key.lastIndexOf('/') + 1), key));
  }
  // After attachment, which would set a type from the name's extension: the type is the stored one.
  res.setHeader('Content-Type', info.contentType);
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(info.size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const got = await blobs.get(key, range ?? undefined);
  if (!got) return false;
  got.body.on('error', (err) => res.destroy(err));
  res.on('close', () => got.body.destroy());
  got.body.pipe(res);
  return true;
};
