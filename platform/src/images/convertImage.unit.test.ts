import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { convertImage, normalizeScale } from './convertImage';

const png = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();

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

  it('refuses what is not an image', async () => {
    await expect(convertImage(() => Readable.from([Buffer.from('not an image')]), { type: 'png', scale: 1 })).rejects.toThrow();
  });
});

describe('typed scale input', () => {
  it.each([
    ['2', 2, '2x'], ['2x', 2, '2x'], [' 1.5 X', 1.5, '1.5x'], ['.5', 0.5, '0.5x'], [0.75, 0.75, '0.75x'], ['4X', 4, '4x'],
  ] as const)('reads %j as %s (%s)', (input, scale, label) => {
    expect(normalizeScale(input)).toEqual({ scale, label });
  });

  it.each(['5', '2xx', 'x', '', 'abc', '-1', '1e0', '0'])('refuses %j', (input) => {
    expect(normalizeScale(input)).toBeNull();
  });
});
