// An uploaded image's size in pixels, read from its header bytes as they arrive, before anything
// decodes it: a PNG of a few kilobytes can claim 20,000 x 20,000 pixels (1.6 GB once decoded, in a
// browser showing it as much as on a server). Pure: the caller hands the bytes held so far.
// TIFF is not read here: its header may sit at the end of the file, and nothing of ours decodes one.

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** The size; 'needMore' while the header has not all arrived; 'unreadable' when the bytes hold none. */
export type SizeReading = PixelSize | 'needMore' | 'unreadable';

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/** Whether uploads of this extension have their size read (and bounded) before they are stored. */
export const hasPixelSize = (extension: string): boolean => IMAGE_EXTENSIONS.has(extension);

const sized = (width: number, height: number): SizeReading => (width > 0 && height > 0 ? { width, height } : 'unreadable');

/** PNG (and APNG): the IHDR chunk, which must come first. */
const pngSize = (head: Buffer): SizeReading => {
  if (head.length < 24) return 'needMore';
  if (head.toString('latin1', 12, 16) !== 'IHDR') return 'unreadable';
  return sized(head.readUInt32BE(16), head.readUInt32BE(20));
};

/** GIF: the logical screen, which every frame is drawn within. */
const gifSize = (head: Buffer): SizeReading => (head.length < 10 ? 'needMore' : sized(head.readUInt16LE(6), head.readUInt16LE(8)));

/** WebP: its first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
const webpSize = (head: Buffer): SizeReading => {
  if (head.length < 30) return 'needMore';
  switch (head.toString('latin1', 12, 16)) {
    case 'VP8 ':
      return sized(head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      const bits = head.readUInt32LE(21);
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X':
      return sized(head.readUIntLE(24, 3) + 1, head.readUIntLE(27, 3) + 1);
    default:
      return 'unreadable';
  }
};

/** The start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the segments are walked (EXIF, ICC, XMP...) to the frame header; the scan must not come first. */
const jpegSize = (head: Buffer): SizeReading => {
  if (head.length < 4) return 'needMore';
  let at = 2;
  for (;;) {
    // A marker is 0xFF and a code; any number of 0xFF fill bytes may come before the code.
    while (at < head.length && head[at] === 0xff && head[at + 1] === 0xff) at += 1;
    if (at + 4 > head.length) return 'needMore';
    if (head[at] !== 0xff) return 'unreadable';
    const marker = head[at + 1] ?? 0;
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // The image data or its end before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return 'unreadable';
    if (isStartOfFrame(marker)) {
      if (at + 9 > head.length) return 'needMore';
      return sized(head.readUInt16BE(at + 7), head.readUInt16BE(at + 5));
    }
    const length = head.readUInt16BE(at + 2);
    if (length < 2) return 'unreadable';
    at += 2 + length;
  }
};

/** The size the header of an image of that extension declares (only for hasPixelSize extensions). */
export const pixelSizeOf = (extension: string, head: Buffer): SizeReading => {
  switch (extension) {
    case 'png':
      return pngSize(head);
    case 'jpg':
    case 'jpeg':
      return jpegSize(head);
    case 'gif':
      return gifSize(head);
    case 'webp':
      return webpSize(head);
    default:
      return 'unreadable';
  }
};
