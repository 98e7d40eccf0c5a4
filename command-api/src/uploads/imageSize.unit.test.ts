// The size an image's header declares, read from its first bytes: real files of each format, a bomb
// that claims 20,000 x 20,000 pixels in a few hundred bytes, and heads cut before the size arrives.
import sharp from 'sharp';
import { pngHeaderOnly } from '@wb/platform';
import { pixelSizeOf } from './imageSize';

const noise = (width: number, height: number) => sharp(Buffer.alloc(width * height * 3, 0x5a), { raw: { width, height, channels: 3 } });

describe("an image header's size", () => {
  it.each([
    ['png', () => noise(31, 17).png().toBuffer()],
    ['jpg', () => noise(31, 17).jpeg().toBuffer()],
    ['jpeg', () => noise(31, 17).jpeg({ progressive: true }).toBuffer()],
    ['gif', () => noise(31, 17).gif().toBuffer()],
    ['webp', () => noise(31, 17).webp().toBuffer()],
    ['webp', () => noise(31, 17).webp({ lossless: true }).toBuffer()],
  ])('reads a real .%s', async (extension, make) => {
    expect(pixelSizeOf(extension, await make())).toEqual({ width: 31, height: 17 });
  });

  it('reads a JPEG whose frame header sits behind a large EXIF segment', async () => {
    const jpeg = await noise(40, 30)
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'x'.repeat(20_000) } } })
      .toBuffer();
    expect(pixelSizeOf('jpg', jpeg)).toEqual({ width: 40, height: 30 });
    expect(pixelSizeOf('jpg', jpeg.subarray(0, 4100))).toBe('needMore');
  });

  it('reads the 20,000 x 20,000 pixels a PNG bomb of a few hundred bytes claims', () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(4096);
    expect(pixelSizeOf('png', bomb)).toEqual({ width: 20_000, height: 20_000 });
  });

  it('asks for more bytes while the header has not arrived, and finds none in bytes that hold none', () => {
    expect(pixelSizeOf('png', pngHeaderOnly(5, 5).subarray(0, 20))).toBe('needMore');
    expect(pixelSizeOf('png', Buffer.from('89504e470d0a1a0a0000000d494441540000000100000001', 'hex'))).toBe('unreadable');
    expect(pixelSizeOf('jpg', Buffer.from('ffd8ffda000c03010002110311003f00', 'hex'))).toBe('unreadable');
    expect(pixelSizeOf('gif', Buffer.from('GIF89a\x00\x00\x05\x00', 'latin1'))).toBe('unreadable');
  });
});
