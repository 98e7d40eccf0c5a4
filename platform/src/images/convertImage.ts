// The image export engine (spec section 5: scales 0.5 to 4, types png, jpg/jpeg, tiff/tif, webp), with
// sharp. Bounded three ways (issue 16): the source's size is read from its header before any pixel is
// decoded, the exported size is bounded, and conversions take their turn in imageWork, so however many
// are asked for at once they never hold the threads that file reads and sign-ins need.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ImageExport, normalizeExportScale, type ImageExportScale, type ImageExportType } from '@wb/contracts';
import { imageWork } from '../heavyWork/limits';
import { readImageHeader } from './imageHeader';
import { readAtMost } from './readAtMost';

export const EXPORT_TYPES = ImageExport.types;
export type ExportType = ImageExportType;
export const EXPORT_SCALES = ImageExport.scales;
export type ExportScale = ImageExportScale;

// One libvips thread per conversion: the number of conversions at once is imageWork's to decide, and
// more threads per image would only take cores from the event loop.
sharp.concurrency(1);

export const ImageBounds = {
  /**
   * An 8K frame (7680 x 4320): 4x of a full-HD drawing, more than any whiteboard video shows. Encoding
   * that many pixels of noise as webp takes about 20 s on one core; the probe's 65532 x 65532 took 10 min.
   */
  maxOutputPixels: 7680 * 4320,
  /** Whatever the smallest scale (0.5) brings within the output bound. */
  maxSourcePixels: 4 * 7680 * 4320,
  /** Held in memory while converted (sharp decodes from memory), so bounded too. */
  maxSourceBytes: 256 * 1024 * 1024,
} as const;

/** What was too large: the source file, or the image the export would make. */
export class ImageTooLarge extends Error {
  constructor(
    readonly part: 'source' | 'output',
    message: string,
  ) {
    super(message);
    this.name = 'ImageTooLarge';
  }
}

/** A source file over maxSourceBytes, whatever its pixels. */
export const sourceBytesTooLarge = (): ImageTooLarge => new ImageTooLarge('source', `That image is too large to export (at most ${ImageBounds.maxSourceBytes / 1024 / 1024} MB).`);

export interface ConvertOptions {
  readonly type: ExportType;
  readonly scale: ExportScale;
}

export interface ConvertedImage {
  readonly body: Readable;
  readonly width: number;
  readonly height: number;
  readonly contentType: string;
}

const count = (n: number): string => n.toLocaleString('en-US');

const CONTENT_TYPES: Record<ExportType, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', tif: 'image/tiff', tiff: 'image/tiff', webp: 'image/webp' };

const encode = (image: sharp.Sharp, type: ExportType): sharp.Sharp => {
  switch (type) {
    case 'png':
      return image.png();
    case 'jpg':
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true });
    case 'tif':
    case 'tiff':
      return image.tiff({ compression: 'lzw' });
    case 'webp':
      return image.webp({ quality: 90 });
    default: {
      const _exhaustive: never = type;
      return _exhaustive;
    }
  }
};

/** The exported size, or ImageTooLarge before any work is queued. */
export const exportSize = (source: { width: number; height: number }, scale: ExportScale): { width: number; height: number } => {
  if (source.width * source.height > ImageBounds.maxSourcePixels) {
    throw new ImageTooLarge('source', `That image has too many pixels to export (${source.width} x ${source.height}; at most ${count(ImageBounds.maxSourcePixels)}).`);
  }
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  if (width * height > ImageBounds.maxOutputPixels) {
    throw new ImageTooLarge(
      'output',
      `At ${scale}x that image would be ${width} x ${height} pixels; an export may have at most ${count(ImageBounds.maxOutputPixels)} (an 8K frame). Choose a smaller size.`,
    );
  }
  return { width, height };
};

/**
 * `source` opens a fresh stream of the image each time: once for its header, once for the conversion.
 * Throws ImageTooLarge for a source or export over the bounds, ApiError 503 when too many conversions
 * wait already, and sharp's error for what is not an image.
 */
export const convertImage = async (source: () => Readable, options: ConvertOptions): Promise<ConvertedImage> => {
  const target = exportSize(await readImageHeader(source()), options.scale);
  const bytes = await imageWork.run(async () => {
    const input = await readAtMost(source(), ImageBounds.maxSourceBytes, sourceBytesTooLarge);
    const pipeline = sharp(input, { limitInputPixels: ImageBounds.maxSourcePixels }).autoOrient().resize(target.width, target.height, { fit: 'fill' });
    return encode(pipeline, options.type).toBuffer();
  });
  return { body: Readable.from([bytes]), ...target, contentType: CONTENT_TYPES[options.type] };
};

/** Typed scale input as an export scale and its label (defined once, in contracts). */
export const normalizeScale = normalizeExportScale;
