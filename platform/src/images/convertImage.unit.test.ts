import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { convertImage, exportSize, ImageBounds, ImageTooLarge, normalizeScale } from './convertImage';
import { pngHeaderOnly } from './pngHeaderOnly';

const png = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

describe('exporting an image', () => {
  it('converts a PNG at 2x to webp: a real webp of twice the size', async () => {
    const source = await png(120, 80);
    const converted = await convertImage(() => Readable.from([source]), { type: 'webp', scale: 2 });
    const bytes = await buffer(converted.body);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([240, 160]);
    expect(converted.contentType).toBe('image/webp');
  });

  it.each([
    ['jpg', 0.5, 'jpeg', 60, 40],
    ['tif', 0.75, 'tiff', 90, 60],
    ['png', 1.5, 'png', 180, 120],
  ] as const)('converts to %s at %sx', async (type, scale, format, width, height) => {
    const converted = await convertImage(() => Readable.from([Buffer.from(source)]), { type, scale });
    const metadata = await sharp(await buffer(converted.body)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([format, width, height]);
  });

  let source: Buffer;
  beforeAll(async () => {
    source = await png(120, 80);
  });

  it('turns a photo stored sideways (EXIF orientation 6) upright before scaling it', async () => {
    const sideways = await sharp(randomBytes(100 * 50 * 3), { raw: { width: 100, height: 50, channels: 3 } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const converted = await convertImage(() => Readable.from([sideways]), { type: 'png', scale: 2 });
    const metadata = await sharp(await buffer(converted.body)).metadata();
    expect([converted.width, converted.height, metadata.width, metadata.height]).toEqual([100, 200, 100, 200]);
  });

  it("refuses the probe's file (a PNG that claims 16383 x 16383 pixels) from its header alone", async () => {
    // The file holds one row of pixels: had anything tried to decode it, sharp would have failed on the rest.
    const refused = await convertImage(() => Readable.from([pngHeaderOnly(16383, 16383)]), { type: 'png', scale: 4 }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ImageTooLarge);
    expect(refused).toMatchObject({ part: 'source', message: 'That image has too many pixels to export (16383 x 16383; at most 132,710,400).' });
  });

  it('refuses an export larger than an 8K frame before converting anything', async () => {
    const refused = await convertImage(() => Readable.from([pngHeaderOnly(3000, 2000)]), { type: 'webp', scale: 4 }).catch((err: unknown) => err);
    expect(refused).toMatchObject({
      part: 'output',
      message: 'At 4x that image would be 12000 x 8000 pixels; an export may have at most 33,177,600 (an 8K frame). Choose a smaller size.',
    });
  });

  it('refuses what is not an image', async () => {
    await expect(convertImage(() => Readable.from([Buffer.from('not an image')]), { type: 'png', scale: 1 })).rejects.toThrow();
  });
});

describe('the size of an export', () => {
  it('allows up to an 8K frame, whatever the scale that makes it', () => {
    expect(exportSize({ width: 7680, height: 4320 }, 1)).toEqual({ width: 7680, height: 4320 });
    expect(exportSize({ width: 1920, height: 1080 }, 4)).toEqual({ width: 7680, height: 4320 });
    expect(exportSize({ width: 15360, height: 8640 }, 0.5)).toEqual({ width: 7680, height: 4320 });
  });

  it('refuses one pixel row more', () => {
    expect(() => exportSize({ width: 1920, height: 1081 }, 4)).toThrow(ImageTooLarge);
  });

  it('refuses a source over its own bound even at the smallest scale', () => {
    expect(() => exportSize({ width: 15360, height: 8641 }, 0.5)).toThrow(expect.objectContaining({ part: 'source' }) as Error);
    expect(ImageBounds.maxSourcePixels).toBe(15360 * 8640);
  });
});

describe('typed scale input', () => {
  it.each([
    ['2', 2, '2x'],
    ['2x', 2, '2x'],
    [' 1.5 X', 1.5, '1.5x'],
    ['.5', 0.5, '0.5x'],
    [0.75, 0.75, '0.75x'],
    ['4X', 4, '4x'],
  ] as const)('reads %j as %s (%s)', (input, scale, label) => {
    expect(normalizeScale(input)).toEqual({ scale, label });
  });

  it.each(['5', '2xx', 'x', '', 'abc', '-1', '1e0', '0'])('refuses %j', (input) => {
    expect(normalizeScale(input)).toBeNull();
  });
});
