// The image export engine (spec section 5: scales 0.5 to 4, types png, jpg/jpeg, tiff/tif, webp), with
// sharp. It reads the source as a stream and answers a stream, so a large image is never held twice.
import type { Readable } from 'node:stream';
import sharp from 'sharp';

export const EXPORT_TYPES = ['png', 'jpg', 'jpeg', 'tiff', 'tif', 'webp'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_SCALES = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
export type ExportScale = (typeof EXPORT_SCALES)[number];

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

/**
 * Typed scale input ("2", "2x", " 1.5 X", 0.75) as one of the export scales and its label ("2x");
 * null for anything else.
 */
export const normalizeScale = (input: string | number): { scale: ExportScale; label: string } | null => {
  const text = String(input).trim().toLowerCase().replace(/\s*x$/, '').trim();
  if (!/^\d*\.?\d+$/.test(text)) return null;
  const value = Number(text);
  const scale = EXPORT_SCALES.find((s) => s === value);
  return scale === undefined ? null : { scale, label: `${scale}x` };
};
