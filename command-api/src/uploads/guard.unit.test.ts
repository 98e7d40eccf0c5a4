// The guard over a stream as it arrives in chunks: a photo whose size sits behind 20 KB of EXIF is
// held until its frame header arrives and passes whole; an image bomb and a hostile SVG fail the
// stream with their refusal, an honest SVG passes whole.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { pngHeaderOnly } from '@wb/platform';
import { uploadGuard } from './guard';

/** What comes out of the guard (its bytes), or the refusal's message. */
const through = async (extension: string, bytes: Buffer, chunk = 1024): Promise<Buffer | string> => {
  const out: Buffer[] = [];
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
  try {
    await pipeline(
      Readable.from(chunks),
      uploadGuard({ purpose: 'asset', extension, name: `file.${extension}` }, null),
      new Writable({
        write(data: Buffer, _encoding, done) {
          out.push(data);
          done();
        },
      }),
    );
    return Buffer.concat(out);
  } catch (err) {
    return (err as Error).message;
  }
};

describe('the upload guard', () => {
  it('passes a photo whose frame header sits behind 20 KB of EXIF, whole and unchanged', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'x'.repeat(20_000) } } })
      .toBuffer();
    expect(await through('jpg', photo)).toEqual(photo);
  });

  it('refuses a PNG claiming 20,000 x 20,000 pixels from its header', async () => {
    expect(await through('png', pngHeaderOnly(20_000, 20_000), 16)).toBe('That image is too large: 20,000 x 20,000 pixels (at most 268,402,689 pixels).');
  });

  it('refuses an SVG whose script comes after a megabyte of drawing', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(40_000)}<script>alert(1)</script></svg>`);
    expect(await through('svg', svg, 64 * 1024)).toBe('This SVG file holds a <script> element, which could run code. Export it again without scripts.');
  });

  it('passes an honest SVG whole', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    expect(await through('svg', svg, 5)).toEqual(svg);
  });

  it('passes a megabyte of honest SVG whole and in order', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${Array.from({ length: 40_000 }, (_, i) => `<rect x="${i}" width="1" height="1"/>`).join('')}</svg>`);
    expect(await through('svg', svg, 64 * 1024)).toEqual(svg);
  });
});
