// An image's size read from its first bytes only, before any pixel is decoded: a 32 KB PNG can claim
// 16383 x 16383 pixels, and must be refused from its header, not after minutes of decoding.
import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** Enough for PNG's IHDR (the first 33 bytes) and a JPEG's frame header after its EXIF, XMP and ICC segments. */
export const HEADER_BYTES = 4 * 1024 * 1024;

export interface ImageHeader {
  /** As shown: EXIF orientation applied (a portrait photo stored sideways is taller than wide). */
  readonly width: number;
  readonly height: number;
}

/** At most `bytes` of the stream; the rest is never read. */
const readHead = async (stream: Readable, bytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bufferChunk = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(bufferChunk);
      total += bufferChunk.length;
      if (total >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
};

/** Throws when the head is not an image sharp reads (or its header lies beyond HEADER_BYTES). */
export const readImageHeader = async (source: Readable): Promise<ImageHeader> => {
  const metadata = await sharp(await readHead(source, HEADER_BYTES)).metadata();
  const { width, height } = metadata.autoOrient;
  if (!(width > 0) || !(height > 0)) throw new Error('Not an image');
  return { width, height };
};
