// The image export engine (spec section 5: scales 0.5 to 4, types png, jpg/jpeg, tiff/tif, webp), with
// sharp. It reads the source as a stream and answers a stream, so a large image is never held twice.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { ImageExport, normalizeExportScale, type ImageExportScale, type ImageExportType } from '@wb/contracts';

export const EXPORT_TYPES = ImageExport.types;
export type ExportType = ImageExportType;
export const EXPORT_SCALES = ImageExport.scales;
export type ExportScale = ImageExportScale;

/** Sources larger than this many pixels are refused (a decompression bomb), as sharp's own default. */
const MAX_INPUT_PIXELS = 268_402_689;

export interface ConvertOptions {
  readonly type: ExportType;
  readonly scale: ExportScale;
}

const encode = (image: sharp.Sharp, type: ExportType): sharp.Sharp => {
  switch (type) {
    case 'png': return image.png();
    case 'jpg':
    case 'jpeg': return image.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true });
    case 'tif':
    case 'tiff': return image.tiff({ compression: 'lzw' });
    case 'webp': return image.webp({ quality: 90 });
    default: { const _exhaustive: never = type; return _exhaustive; }
  }
};

/** Reads the source's size first (from its header), so the scaled size is exact. */
export const convertImage = async (source: () => Readable, options: ConvertOptions): Promise<{ body: Readable; width: number; height: number; contentType: string }> => {
  const probe = sharp({ limitInputPixels: MAX_INPUT_PIXELS });
  source().pipe(probe);
  const { width, height } = await probe.metadata();
  if (!width || !height) throw new Error('Not an image');
  const target = { width: Math.max(1, Math.round(width * options.scale)), height: Math.max(1, Math.round(height * options.scale)) };
  const pipeline = encode(sharp({ limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(target.width, target.height, { fit: 'fill' }), options.type);
  source().pipe(pipeline);
  const contentType = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', tif: 'image/tiff', tiff: 'image/tiff', webp: 'image/webp' }[options.type];
  return { body: pipeline, ...target, contentType };
};

/** Typed scale input as an export scale and its label (defined once, in contracts). */
export const normalizeScale = normalizeExportScale;
